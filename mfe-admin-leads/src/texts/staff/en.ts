import applicants from './applicants';
import communication from './communication';
import createLead from './createLead';
import dashboard from './dashboard';
import files from './files';
import followUps from './followUps';
import list from './list';
import orders from './orders';
import requests from './requests';
import screen from './screen';
import settings from './settings';
import staffAccounts from './staffAccounts';
import summary from './summary';

/** The Leads screen in English, one part per area of the screen. */
const texts = { screen, list, summary, files, applicants, communication, followUps, createLead, requests, dashboard, orders, staffAccounts, settings };

export type Texts = typeof texts;
export default texts;
