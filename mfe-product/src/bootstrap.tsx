import { Button } from '@mui/material';
import { DevHarnessBar } from '@shop/shared-contracts/federation/standalone/dev-harness-bar';
import { startStandaloneRemote } from '@shop/shared-contracts/federation/standalone/start-standalone-remote';
import { BrowserRouter, Link, Route, Routes } from 'react-router-dom';
import ProductPage from './product/product-page';

const pages = [{ path: '/product/:id', link: '/product/1', element: <ProductPage /> }];

void startStandaloneRemote(
  'product',
  <BrowserRouter>
    <DevHarnessBar remote="product">
      {pages.map(({ path, link }) => (
        <Button key={path} size="small" component={Link} to={link}>
          {link}
        </Button>
      ))}
    </DevHarnessBar>
    <Routes>
      {pages.map(({ path, element }) => (
        <Route key={path} path={path} element={element} />
      ))}
    </Routes>
  </BrowserRouter>,
);
