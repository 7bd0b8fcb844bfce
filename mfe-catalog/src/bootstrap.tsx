import { Button } from '@mui/material';
import { DevHarnessBar } from '@shop/shared-contracts/federation/standalone/dev-harness-bar';
import { startStandaloneRemote } from '@shop/shared-contracts/federation/standalone/start-standalone-remote';
import { BrowserRouter, Link, Route, Routes } from 'react-router-dom';
import BestSellersPage from './best-sellers/best-sellers-page';
import CategoriesPage from './categories/categories-page';
import HomePage from './home/home-page';
import StorePage from './store/store-page';

const pages = [
  { path: '/', element: <HomePage /> },
  { path: '/store', element: <StorePage /> },
  { path: '/categories', element: <CategoriesPage /> },
  { path: '/best-sellers', element: <BestSellersPage /> },
];

void startStandaloneRemote(
  'catalog',
  <BrowserRouter>
    <DevHarnessBar remote="catalog">
      {pages.map(({ path }) => (
        <Button key={path} size="small" component={Link} to={path}>
          {path}
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
