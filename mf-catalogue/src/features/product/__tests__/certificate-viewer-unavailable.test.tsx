import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ProductGallery } from '../components/product-gallery';
import { aGemstone } from '../../../test-support/product-page';
import { renderInCatalogue } from '../../../test-support/render';

// The viewer is its own chunk, fetched when a certificate is first opened; here that fetch fails (a deploy replaced
// the files, the connection dropped).
jest.mock('../components/certificate-viewer', () => {
  throw new Error('Loading chunk certificate-viewer failed');
});

it('says the viewer could not be opened, and keeps the gallery, when its code cannot be fetched', async () => {
  const user = userEvent.setup();
  renderInCatalogue(<ProductGallery product={{ name: 'Burmese Ruby', image: aGemstone().image }} />);

  await user.click(screen.getByRole('button', { name: 'Show the certificate, 4 of 4' }));
  await user.click(screen.getByRole('button', { name: 'Zoom into the certificate' }));

  expect(
    await screen.findByText('The certificate viewer could not be opened. Please reload the page.'),
  ).toBeInTheDocument();
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Zoom into the certificate' })).toHaveAttribute(
    'aria-expanded',
    'false',
  );
});
