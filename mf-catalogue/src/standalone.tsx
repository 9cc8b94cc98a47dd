import { mountStandalone } from '@gemstore/shared';
import app from './bootstrap';

mountStandalone('catalogue', app);
