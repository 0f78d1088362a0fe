import {
  $applyNodeReplacement,
  DecoratorNode,
  type DOMConversionMap,
  type DOMConversionOutput,
  type DOMExportOutput,
  type LexicalNode,
  type NodeKey,
  type SerializedLexicalNode,
  type Spread,
} from 'lexical';
import type { JSX } from 'react';

type SerializedImageNode = Spread<{ src: string; alt: string }, SerializedLexicalNode>;

/** Only our own files, pictures shipped with the site and https images: the server's sanitiser allows no more. */
export const safeImageSrc = (src: string) => /^(https:\/\/|\/api\/files\/images\/|\/images\/)[^\s"'<>]+$/i.test(src);

/** An image in a post, written out as a plain `<img src alt>` (what the public page and the sanitiser expect). */
export class ImageNode extends DecoratorNode<JSX.Element> {
  __src: string;
  __alt: string;

  static getType() {
    return 'image';
  }

  static clone(node: ImageNode) {
    return new ImageNode(node.__src, node.__alt, node.__key);
  }

  static importJSON(json: SerializedImageNode) {
    return $createImageNode(json.src, json.alt);
  }

  static importDOM(): DOMConversionMap | null {
    return {
      img: () => ({
        conversion: (dom: HTMLElement): DOMConversionOutput => {
          const img = dom as HTMLImageElement;
          const src = img.getAttribute('src') ?? '';
          return { node: safeImageSrc(src) ? $createImageNode(src, img.getAttribute('alt') ?? '') : null };
        },
        priority: 0,
      }),
    };
  }

  constructor(src: string, alt: string, key?: NodeKey) {
    super(key);
    this.__src = src;
    this.__alt = alt;
  }

  exportJSON(): SerializedImageNode {
    return { ...super.exportJSON(), type: 'image', version: 1, src: this.__src, alt: this.__alt };
  }

  exportDOM(): DOMExportOutput {
    const img = document.createElement('img');
    img.setAttribute('src', this.__src);
    img.setAttribute('alt', this.__alt);
    return { element: img };
  }

  createDOM(): HTMLElement {
    const div = document.createElement('div');
    div.className = 'my-4';
    return div;
  }

  updateDOM() {
    return false;
  }

  isInline() {
    return false;
  }

  decorate(): JSX.Element {
    // eslint-disable-next-line @next/next/no-img-element -- an uploaded file served by /api/files
    return <img src={this.__src} alt={this.__alt} className="max-h-80 max-w-full rounded-card" />;
  }
}

export function $createImageNode(src: string, alt: string): ImageNode {
  return $applyNodeReplacement(new ImageNode(src, alt));
}

export const $isImageNode = (node: LexicalNode | null | undefined): node is ImageNode => node instanceof ImageNode;
