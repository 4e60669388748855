// How a record's value is shown (console drawer and visitors' page): text escaped, links and
// pictures only for http(s) and /uploads/ addresses — a script address stays plain text.
import { cleanup, render } from '@testing-library/react';
import { FieldValue } from '../../../../plugins/members/information/components/FieldValue';

afterEach(cleanup);

it('shows markup as text and a script address as text, never as a link', () => {
  const { container } = render(
    <>
      <FieldValue type="text" value="<img src=x onerror=alert(1)>" />
      <FieldValue type="link" value="javascript:alert(1)" />
      <FieldValue type="image" value="data:image/svg+xml,<svg onload=alert(1)>" />
    </>,
  );
  expect(container.querySelector('img')).toBeNull();
  expect(container.querySelector('a')).toBeNull();
  expect(container.textContent).toContain('<img src=x onerror=alert(1)>');
  expect(container.textContent).toContain('javascript:alert(1)');
});

it('links an http(s) address and shows a picture of the site', () => {
  const { container } = render(
    <>
      <FieldValue type="link" value="https://example.com/cert/1" />
      <FieldValue type="image" value="/uploads/1001/2026-01/a.png" />
      <FieldValue type="text" value="" />
    </>,
  );
  expect(container.querySelector('a[href="https://example.com/cert/1"]')?.getAttribute('rel')).toContain('noopener');
  expect(container.querySelector('img')?.getAttribute('src')).toBe('/uploads/1001/2026-01/a.png');
  expect(container.textContent).toContain('—');
});
