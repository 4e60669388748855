// The site's five sections as visitors see them, each styled by the one pure sectionCss (the
// function the server's stylesheet uses), written straight onto the element in a layout effect: a
// style change is on screen in the same frame, with no debounce and nothing in between. Stand-in
// content (headings, text, a few items and the section's button) shows the text style at work.
import { memo, useEffect, useLayoutEffect, useRef } from 'react';
import { useT } from '../../../../kernel';
import { DESIGN_CATALOGUES, sectionCss, SITE_SECTIONS, type DecorationSections, type SectionStyle, type SiteSection } from '../../../../shared/domain/design';
import { useOptions } from './options';

export interface SitePreviewProps {
  sections: DecorationSections;
  /** The section being edited (outlined); none on the full-size preview. */
  selected?: SiteSection;
  onSelect?(section: SiteSection): void;
  device: 'pc' | 'mobile';
}

const ITEMS: Partial<Record<SiteSection, number>> = { product_index: 4, article_index: 3 };

// Memoised: a section whose style object is the same (another section changed) is not drawn again.
const SectionBlock = memo(function SectionBlock({ section, style, label, selected, onSelect, device }: { section: SiteSection; style: SectionStyle; label: string; selected: boolean; onSelect?(section: SiteSection): void; device: 'pc' | 'mobile' }) {
  const t = useT();
  const ref = useRef<HTMLElement>(null);
  const css = sectionCss(style);
  useLayoutEffect(() => {
    if (ref.current) ref.current.style.cssText = css;
  }, [css]);
  // The section being edited is brought into the frame's view (the frame scrolls, not the page).
  useEffect(() => {
    const el = ref.current;
    const frame = el?.closest<HTMLElement>('.dc-pc-screen, .dc-phone-screen');
    if (!selected || !el || !frame) return;
    const top = el.getBoundingClientRect().top - frame.getBoundingClientRect().top + frame.scrollTop;
    frame.scrollTo({ top: Math.max(0, top - 8), behavior: 'smooth' });
  }, [selected, device]);
  const items = ITEMS[section] ?? 0;
  const select = onSelect ? () => onSelect(section) : undefined;
  return (
    <section
      ref={ref}
      data-section={section}
      data-testid={`preview-section-${section}`}
      className={`dc-site-section${selected ? ' dc-site-selected' : ''}${select ? ' dc-site-clickable' : ''}`}
      onClick={select}
      aria-label={label}
    >
      <div className="dc-site-inner">
        <h3 className="dc-site-heading">{label}</h3>
        <p className="dc-site-lead">{t(`designer.decoration.sample.${section}`)}</p>
        <p className="dc-site-body">{t('designer.decoration.sample.body')}</p>
        {items > 0 && (
          <ul className={`dc-site-items dc-site-items-${device}`}>
            {Array.from({ length: items }, (_, i) => (
              <li key={i}>
                <span className="dc-site-thumb" aria-hidden />
                {t('designer.decoration.sample.item', { n: i + 1 })}
              </li>
            ))}
          </ul>
        )}
        {style.button.text.trim() && <span className="dc-site-button" data-testid={`preview-button-${section}`}>{style.button.text}</span>}
      </div>
    </section>
  );
});

export function SitePreview({ sections, selected, onSelect, device }: SitePreviewProps) {
  const options = useOptions();
  const labels = new Map(options(DESIGN_CATALOGUES.siteSection).map((o) => [o.value, o.label]));
  return (
    <div className={`dc-site dc-site-${device}`}>
      {SITE_SECTIONS.map((section) => (
        <SectionBlock key={section} section={section} style={sections[section]} label={labels.get(section) ?? section} selected={selected === section} onSelect={onSelect} device={device} />
      ))}
    </div>
  );
}
