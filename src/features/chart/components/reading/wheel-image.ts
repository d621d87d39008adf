// The wheel as a PNG a person can keep or send. The SVG on the page is drawn by CSS classes, which an image
// does not carry, so the computed paint of every element is written onto a copy before it is rasterised.

const PAINT_PROPERTIES = [
  'fill', 'fill-opacity', 'stroke', 'stroke-width', 'stroke-opacity', 'stroke-dasharray', 'opacity',
  'font-family', 'font-size', 'font-weight',
] as const;

const IMAGE_SIZE = 1080;
const BACKGROUND = '#0d1026';

/** A standalone SVG document of the wheel: its paint inlined, interactive attributes dropped, a background. */
export function standaloneWheelSvg(svg: SVGSVGElement, computed: (element: Element) => CSSStyleDeclaration = getComputedStyle): string {
  const copy = svg.cloneNode(true) as SVGSVGElement;
  const originals = [svg, ...svg.querySelectorAll('*')];
  const copies = [copy, ...copy.querySelectorAll('*')];
  originals.forEach((original, index) => {
    const target = copies[index];
    const style = computed(original);
    const paint = PAINT_PROPERTIES.map((property) => [property, style.getPropertyValue(property)] as const)
      .filter(([, value]) => value !== '')
      .map(([property, value]) => `${property}:${value}`)
      .join(';');
    if (paint) target.setAttribute('style', paint);
    for (const attribute of ['class', 'tabindex', 'role', 'aria-label']) target.removeAttribute(attribute);
  });
  copy.setAttribute('xmlns', 'http://www.w3.org/2000/svg');
  copy.setAttribute('width', String(IMAGE_SIZE));
  copy.setAttribute('height', String(IMAGE_SIZE));
  const viewBox = copy.getAttribute('viewBox')?.split(/\s+/).map(Number) ?? [0, 0, IMAGE_SIZE, IMAGE_SIZE];
  const background = document.createElementNS('http://www.w3.org/2000/svg', 'rect');
  background.setAttribute('x', String(viewBox[0]));
  background.setAttribute('y', String(viewBox[1]));
  background.setAttribute('width', String(viewBox[2]));
  background.setAttribute('height', String(viewBox[3]));
  background.setAttribute('fill', BACKGROUND);
  copy.insertBefore(background, copy.firstChild);
  return new XMLSerializer().serializeToString(copy);
}

async function rasterise(svgText: string): Promise<Blob> {
  const url = URL.createObjectURL(new Blob([svgText], { type: 'image/svg+xml' }));
  try {
    const image = new Image();
    image.decoding = 'async';
    image.src = url;
    await image.decode();
    const canvas = document.createElement('canvas');
    canvas.width = IMAGE_SIZE;
    canvas.height = IMAGE_SIZE;
    canvas.getContext('2d')!.drawImage(image, 0, 0, IMAGE_SIZE, IMAGE_SIZE);
    return await new Promise<Blob>((resolve, reject) =>
      canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error('canvas.toBlob returned nothing'))), 'image/png'),
    );
  } finally {
    URL.revokeObjectURL(url);
  }
}

export async function wheelPng(svg: SVGSVGElement, fileName: string): Promise<File> {
  return new File([await rasterise(standaloneWheelSvg(svg))], fileName, { type: 'image/png' });
}
