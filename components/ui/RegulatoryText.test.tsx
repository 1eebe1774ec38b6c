import { render } from '@testing-library/react';
import { hindiRenderings } from '@/content/hi/regulatory';
import { MF_RISK_WARNING, site } from '@/content/site';
import { regulatoryLines } from '@/lib/pages/siteWords';
import { RegulatoryText } from './RegulatoryText';
import { TemplateText } from './TemplateText';

it('writes the English line alone on an English page', () => {
  const { container } = render(<RegulatoryText line={regulatoryLines('en').mfRiskWarning} />);
  expect(container).toHaveTextContent(MF_RISK_WARNING);
  expect(container.querySelector('[lang]')).toBeNull();
});

it('keeps the English line word for word on a Hindi page, marked English, with the rendering beside it', () => {
  const { container } = render(<RegulatoryText line={regulatoryLines('hi').mfRiskWarning} />);
  expect(container.querySelector('[lang="en-IN"]')).toHaveTextContent(MF_RISK_WARNING);
  expect(container).toHaveTextContent(hindiRenderings.mfRiskWarning);
});

it('puts markup in a content sentence where its placeholder stands, leaving unknown placeholders as written', () => {
  const { container } = render(
    <TemplateText
      template="{name} ({arn}) एक {tagline} है। {unknown}"
      values={{ name: site.name, arn: 'ARN-1', tagline: <RegulatoryText line={regulatoryLines('hi').tagline} inline /> }}
    />,
  );
  expect(container).toHaveTextContent(`${site.name} (ARN-1) एक ${site.tagline} (${hindiRenderings.tagline}) है। {unknown}`);
  expect(container.querySelector('[lang="en-IN"]')).toHaveTextContent(site.tagline);
});
