/** The onboarding feature's face: what other features use of it. */
export { activePropertyProgress, saveClientProgress } from './onboarding.repo';
export { overridePropertyTask, setPropertyTask, syncPropertyTasks } from './onboarding.service';
