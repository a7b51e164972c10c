import { mount } from './mount';
import { Popup } from './popup';

mount(<Popup />);
