'use client';

import { useTranslations } from 'next-intl';
import { forwardRef, useCallback, useEffect, useImperativeHandle, useRef } from 'react';
import { Button } from '@/components/ui/button';

export type SignaturePadHandle = { clear: () => void; writeName: (name: string) => void };

/**
 * A finger/mouse signature pad on a canvas: `onChange` receives a PNG data URL after each stroke (null when cleared).
 * For keyboard and screen-reader users, "Sign with my typed name" writes the typed name as the signature.
 */
export const SignaturePad = forwardRef<SignaturePadHandle, { onChange: (dataUrl: string | null) => void; labelledBy: string; name: string }>(
  function SignaturePad({ onChange, labelledBy, name }, ref) {
    const t = useTranslations('dashboardJobs.signOff');
    const canvas = useRef<HTMLCanvasElement>(null);
    const drawing = useRef(false);

    const context = () => {
      const ctx = canvas.current?.getContext('2d');
      if (ctx) { ctx.lineWidth = 2.5; ctx.lineCap = 'round'; ctx.lineJoin = 'round'; ctx.strokeStyle = '#111827'; ctx.fillStyle = '#111827'; }
      return ctx;
    };
    useEffect(() => {
      const c = canvas.current;
      if (!c) return;
      // Draw at the device's resolution so the signature stays sharp.
      const ratio = window.devicePixelRatio || 1;
      c.width = c.offsetWidth * ratio;
      c.height = c.offsetHeight * ratio;
      c.getContext('2d')?.scale(ratio, ratio);
    }, []);

    const point = (e: React.PointerEvent<HTMLCanvasElement>) => {
      const r = e.currentTarget.getBoundingClientRect();
      return { x: e.clientX - r.left, y: e.clientY - r.top };
    };
    const clear = useCallback(() => {
      const c = canvas.current;
      c?.getContext('2d')?.clearRect(0, 0, c.width, c.height);
      onChange(null);
    }, [onChange]);
    const writeName = useCallback((text: string) => {
      const c = canvas.current;
      const ctx = context();
      if (!c || !ctx || !text.trim()) return;
      ctx.clearRect(0, 0, c.width, c.height);
      ctx.font = 'italic 32px "Brush Script MT", "Segoe Script", cursive';
      ctx.textBaseline = 'middle';
      ctx.fillText(text.trim(), 16, c.offsetHeight / 2, c.offsetWidth - 32);
      onChange(c.toDataURL('image/png'));
    }, [onChange]);
    useImperativeHandle(ref, () => ({ clear, writeName }), [clear, writeName]);

    return (
      <div>
        <canvas ref={canvas} role="img" aria-labelledby={labelledBy} data-testid="signature-pad"
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
          <Button variant="secondary" size="sm" onClick={clear}>{t('clear')}</Button>
          <Button variant="secondary" size="sm" onClick={() => writeName(name)} disabled={!name.trim()}>{t('typedSignature')}</Button>
        </div>
      </div>
    );
  },
);
