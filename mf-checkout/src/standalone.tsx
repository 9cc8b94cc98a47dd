import { mountStandalone } from '@gemstore/shared';
import app from './bootstrap';

mountStandalone('checkout', app);
