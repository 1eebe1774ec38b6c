import { imageEntry, srcSet } from '@/lib/embeds/images';

type ResponsiveImageProps = Omit<React.ComponentProps<'img'>, 'src' | 'srcSet' | 'sizes' | 'width' | 'height' | 'alt'> & {
  /** The original photo's path under public/, e.g. "/images/team/founder.jpg". */
  src: `/${string}`;
  /** Empty for a decorative image. */
  alt: string;
  /** How wide the image is drawn, e.g. "(min-width: 960px) 50vw, 100vw", so the browser picks a variant. */
  sizes: string;
  /** For the image that is the page's largest paint: load it at once and first. */
  priority?: boolean;
};

/**
 * A photo from public/ as a <picture>: AVIF where supported, WebP otherwise, each at several
 * widths, with the original's width and height so the space is reserved before it loads.
 */
export function ResponsiveImage({ src, alt, sizes, priority = false, ...rest }: ResponsiveImageProps) {
  const { width, height, variants } = imageEntry(src);
  const webp = variants.webp;
  // The fallback src for browsers that ignore srcset: a mid-sized variant, never the original.
  const fallback = webp.filter((v) => v.width <= 1280).at(-1) ?? webp[0];
  return (
    <picture>
      <source type="image/avif" srcSet={srcSet(variants.avif)} sizes={sizes} />
      <img
        {...rest}
        src={fallback?.src}
        srcSet={srcSet(webp)}
        sizes={sizes}
        width={width}
        height={height}
        alt={alt}
        loading={priority ? 'eager' : 'lazy'}
        fetchPriority={priority ? 'high' : undefined}
        decoding="async"
      />
    </picture>
  );
}
