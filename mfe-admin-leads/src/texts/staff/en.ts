import applicants from './applicants';
import communication from './communication';
import createLead from './createLead';
import files from './files';
import followUps from './followUps';
import list from './list';
import requests from './requests';
import screen from './screen';
import summary from './summary';

/** The Leads screen in English, one part per area of the screen. */
const texts = { screen, list, summary, files, applicants, communication, followUps, createLead, requests };

export type Texts = typeof texts;
export default texts;
