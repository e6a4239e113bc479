import { startApp } from './app/start';
import './styles.css';

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element.');

void startApp(container);
