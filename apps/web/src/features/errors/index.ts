// The errors feature's public face: the not-found page other pages show for a missing item.
export { default as NotFoundPage } from './pages/not-found-page';
