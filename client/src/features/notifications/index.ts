export { NotificationSettingsPanel } from './components/notification-settings-form';
