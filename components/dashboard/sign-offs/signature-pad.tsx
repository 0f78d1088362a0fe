'use client';

import { useTranslations } from 'next-intl';
import { forwardRef, useImperativeHandle, useRef } from 'react';
import { Button } from '@/components/ui/button';

export type SignaturePadHandle = { clear: () => void; writeName: (name: string) => void };

/**
 * A finger/mouse signature pad on a canvas: `onChange` receives a PNG data URL after each stroke (null when cleared).
 * For keyboard and screen-reader users, "Sign with my typed name" writes the typed name as the signature.
 */
export const SignaturePad = forwardRef<
  SignaturePadHandle,
  { onChange: (dataUrl: string | null) => void; labelledBy: string; name: string }
>(function SignaturePad({ onChange, labelledBy, name }, ref) {
  const t = useTranslations('dashboardJobs.signOff');
  const canvas = useRef<HTMLCanvasElement>(null);
  const drawing = useRef(false);

  /**
   * Sizes the canvas to its box at the device's resolution (sharp strokes). Done on first use, not on mount: the
   * pad mounts inside a dialog that is not shown yet, where it has no size.
   */
  const sized = () => {
    const c = canvas.current;
    if (!c || !c.offsetWidth) return c;
    const ratio = window.devicePixelRatio || 1;
    const width = Math.round(c.offsetWidth * ratio);
    const height = Math.round(c.offsetHeight * ratio);
    if (c.width !== width || c.height !== height) {
      c.width = width;
      c.height = height;
      c.getContext('2d')?.setTransform(ratio, 0, 0, ratio, 0, 0);
    }
    return c;
  };
  const context = () => {
    const ctx = sized()?.getContext('2d');
    if (ctx) {
      ctx.lineWidth = 2.5;
      ctx.lineCap = 'round';
      ctx.lineJoin = 'round';
      ctx.strokeStyle = '#111827';
      ctx.fillStyle = '#111827';
    }
    return ctx;
  };

  const point = (e: React.PointerEvent<HTMLCanvasElement>) => {
    const r = e.currentTarget.getBoundingClientRect();
    return { x: e.clientX - r.left, y: e.clientY - r.top };
  };
  const clear = () => {
    const c = canvas.current;
    c?.getContext('2d')?.clearRect(0, 0, c.offsetWidth, c.offsetHeight);
    onChange(null);
  };
  const writeName = (text: string) => {
    const ctx = context();
    const c = canvas.current;
    if (!c || !ctx || !text.trim() || !c.width) return;
    ctx.clearRect(0, 0, c.offsetWidth, c.offsetHeight);
    ctx.font = 'italic 32px "Brush Script MT", "Segoe Script", cursive';
    ctx.textBaseline = 'middle';
    ctx.fillText(text.trim(), 16, c.offsetHeight / 2, c.offsetWidth - 32);
    onChange(c.toDataURL('image/png'));
  };
  useImperativeHandle(ref, () => ({ clear, writeName }));

  return (
    <div>
      <canvas
        ref={canvas}
        role="img"
        aria-labelledby={labelledBy}
        data-testid="signature-pad"
        className="h-40 w-full touch-none rounded border border-dashed border-ink/40 bg-white"
        onPointerDown={(e) => {
          const ctx = context();
          if (!ctx) return;
          e.currentTarget.setPointerCapture(e.pointerId);
          drawing.current = true;
          const p = point(e);
          ctx.beginPath();
          ctx.moveTo(p.x, p.y);
        }}
        onPointerMove={(e) => {
          if (!drawing.current) return;
          const ctx = context();
          const p = point(e);
          ctx?.lineTo(p.x, p.y);
          ctx?.stroke();
        }}
        onPointerUp={() => {
          if (!drawing.current) return;
          drawing.current = false;
          onChange(canvas.current?.toDataURL('image/png') ?? null);
        }}
      />
      <div className="mt-2 flex flex-wrap gap-2">
        <Button variant="secondary" size="sm" onClick={clear}>
          {t('clear')}
        </Button>
        <Button variant="secondary" size="sm" onClick={() => writeName(name)} disabled={!name.trim()}>
          {t('typedSignature')}
        </Button>
      </div>
    </div>
  );
});
