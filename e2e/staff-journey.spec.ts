// The staff journey (docs/spec/02-screens.md#screen-details): the admin creates a representative in Usuários; the
// representative signs in, creates a company with a logo, posts a job and sees it in 'Vagas
// cadastradas'; deleting a company with jobs is refused with the spec message (docs/spec/04-states.md#company-delete);
// the admin filters companies by representative.
import { expect, fillEmailLogin, followMenu, loginAs, shot, submitButton, test } from './fixtures.ts';
import {
  choose,
  cnpjFrom,
  dialogSettled,
  openDialog,
  pickFromAutocomplete,
  rowWith,
  textbox,
  toastWith,
  writePngLogo,
} from './support/staff-forms.ts';

const run = String(Date.now()).slice(-8);
const rep = { name: `Carla Recrutadora ${run}`, email: `carla.${run}@omega.com.br`, password: 'Omega@2024' };
const cnpj = cnpjFrom(`${run}0001`);
const maskedCnpj = `${cnpj.slice(0, 2)}.${cnpj.slice(2, 5)}.${cnpj.slice(5, 8)}/${cnpj.slice(8, 12)}-${cnpj.slice(12)}`;
const company = `Omega Sistemas ${run}`;
const jobTitle = `Estágio em Desenvolvimento Web ${run}`;

test.describe.configure({ mode: 'serial' });

test('the admin creates a representative in Usuários', async ({ page }) => {
  await loginAs(page, 'admin');
  await expect(page.getByRole('heading', { name: 'Usuários', level: 1 })).toBeVisible();
  await page.getByRole('button', { name: 'Adicionar Usuário' }).click();
  const dialog = openDialog(page);
  await textbox(dialog, 'Nome').fill(rep.name);
  await textbox(dialog, 'E-mail').fill(rep.email);
  await choose(page, dialog, 'Função', 'Representante da empresa');
  await choose(page, dialog, 'Ativo', 'Sim');
  await dialog.getByLabel(/^Senha/).fill(rep.password);
  await dialog.getByLabel(/^Confirmação de senha/).fill(rep.password);
  await dialog.getByRole('button', { name: 'Cadastrar' }).click();
  await expect(toastWith(page, 'Usuário cadastrado com sucesso!')).toBeVisible();
  await expect(dialog).toBeHidden();

  // The role filter starts on Representante; the search narrows the list.
  await expect(page.getByRole('combobox', { name: 'Função' })).toHaveText('Representante');
  await page.getByLabel('Buscar Usuário').fill(`Recrutadora ${run}`);
  const row = rowWith(page, rep.email);
  await expect(row).toContainText(rep.name);
  await expect(row).toContainText('Representante da empresa');
  await expect(row).toContainText('Sim');
  await expect(page.getByRole('row')).toHaveCount(2);

  // No companies yet: 'view companies' warns instead of navigating.
  await row.getByRole('button', { name: 'Ver empresas' }).click();
  await expect(toastWith(page, 'Esse usuário não tem empresas cadastradas!')).toBeVisible();
  await expect(page).toHaveURL(/\/(usuarios)?$/);
});

test('the representative creates a company with a logo, posts a job and sees it in Vagas cadastradas', async ({
  page,
}) => {
  await page.goto('/login-admin');
  await fillEmailLogin(page, rep.email, rep.password);
  await submitButton(page).click();
  // The representative's home is the jobs list.
  await expect(page.getByRole('heading', { name: 'Vagas cadastradas', level: 1 })).toBeVisible();

  await followMenu(page, 'Empresas');
  await expect(page.getByRole('heading', { name: 'Empresas', level: 1 })).toBeVisible();
  await expect(page.getByText('Nenhuma empresa encontrada')).toBeVisible();
  await page.getByRole('button', { name: 'Adicionar empresa' }).click();
  const dialog = openDialog(page);
  // Representatives do not choose a representative: the company is theirs.
  await expect(dialog.getByRole('combobox', { name: 'Representante' })).toHaveCount(0);
  await textbox(dialog, 'Nome Fantasia').fill(company);
  await textbox(dialog, 'CNPJ').pressSequentially(cnpj);
  await expect(textbox(dialog, 'CNPJ')).toHaveValue(maskedCnpj);
  await textbox(dialog, 'Área de atuação').fill('Tecnologia da Informação');
  await textbox(dialog, 'E-mail para recebimento de curriculum').fill(`talentos.${run}@omega.com.br`);
  await textbox(dialog, 'Site').fill('https://omega.example.com.br');
  await dialog.getByLabel('Número de funcionários').fill('120');
  await textbox(dialog, 'Sobre').fill(
    'Desenvolvemos sistemas de gestão para escolas e universidades, com equipes em Campinas e em São Paulo.',
  );
  await dialog.getByLabel('Logo', { exact: true }).setInputFiles(await writePngLogo());
  await expect(dialog.getByRole('img', { name: 'Pré-visualização: Logo' })).toBeVisible();
  await dialog.getByRole('button', { name: 'Cadastrar' }).click();
  await expect(toastWith(page, 'Empresa cadastrada com sucesso!')).toBeVisible();

  const row = rowWith(page, company);
  await expect(row).toContainText(maskedCnpj);
  await expect(row).toContainText('0');
  // The stored logo comes back as a signed URL and loads.
  const logo = row.locator('img');
  await expect(logo).toHaveAttribute('src', /\S+/);
  await expect.poll(() => logo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(32);

  await followMenu(page, 'Vagas');
  await page.getByRole('button', { name: 'ADICIONAR VAGA' }).click();
  const form = openDialog(page);
  await textbox(form, 'Título').fill(jobTitle);
  // The representative's only company is chosen already; creation offers only 'Aberta'.
  await expect(form.getByRole('combobox', { name: 'Empresa' })).toHaveText(company);
  await form.getByRole('combobox', { name: 'Status' }).click();
  await expect(page.getByRole('option')).toHaveText(['Aberta']);
  await page.keyboard.press('Escape');
  await choose(page, form, 'Área', 'Tecnologia da Informação');
  await choose(page, form, 'Tipo de contrato', 'Estágio');
  await textbox(form, 'Departamento').fill('Engenharia de Software');
  await choose(page, form, 'Nível de experiência', 'Estágio');
  await choose(page, form, 'Estado', 'SP');
  await textbox(form, 'Cidade').fill('Campinas');
  await choose(page, form, 'Modelo de trabalho', 'Híbrido');
  await textbox(form, 'Remuneração inicial').fill('1.800,00');
  await textbox(form, 'Remuneração final').fill('2200');
  await textbox(form, 'Descrição').fill('Apoie o time de produto no desenvolvimento de telas web acessíveis.');
  await textbox(form, 'Atribuições').fill('Implementar telas em React; escrever testes; revisar código com a equipe.');
  await textbox(form, 'Requisitos').fill('Cursando Computação ou áreas afins; noções de HTML, CSS e JavaScript.');
  await form.getByRole('button', { name: 'Cadastrar vaga' }).click();
  await expect(toastWith(page, 'Vaga cadastrada com sucesso!')).toBeVisible();

  const jobRow = rowWith(page, jobTitle);
  await expect(jobRow).toContainText(company);
  await expect(jobRow).toContainText('Campinas - SP');
  await expect(jobRow).toContainText('Tecnologia da Informação');
  await expect(jobRow.getByRole('link', { name: jobTitle })).toHaveAttribute('href', /^\/candidaturas\/\d+$/);

  // The details dialog: representative, company and job sections.
  await jobRow.getByRole('button', { name: 'Detalhes' }).click();
  const details = openDialog(page);
  await expect(details.getByRole('region', { name: 'Representante' })).toContainText(rep.email);
  await expect(details.getByRole('region', { name: 'Empresa' })).toContainText(maskedCnpj);
  await expect(details.getByRole('region', { name: 'Vaga' })).toContainText('Aberta');
  await expect(details.getByRole('region', { name: 'Vaga' })).toContainText('R$ 1.800,00 a R$ 2.200,00');
  await dialogSettled(page);
  await shot(page, 'staff-journey-job-details');
});

test('deleting a company with jobs is refused with the spec message', async ({ page }) => {
  await page.goto('/login-admin');
  await fillEmailLogin(page, rep.email, rep.password);
  await submitButton(page).click();
  await followMenu(page, 'Empresas');
  const row = rowWith(page, company);
  await expect(row).toContainText('1');
  await row.getByRole('button', { name: 'Excluir' }).click();
  const dialog = page.getByRole('alertdialog');
  await expect(dialog).toContainText('Você não pode deletar a empresa caso a vagas existentes');
  await expect(dialog.getByRole('button', { name: 'Confirmar' })).toHaveCount(0);
  await dialogSettled(page);
  await shot(page, 'staff-journey-delete-refused');
  // The dialog offers the company's vacancies.
  await dialog.getByRole('button', { name: 'Ver vagas' }).click();
  await expect(page).toHaveURL(/\/vagas\?companies_id=\d+$/);
  await expect(page.getByRole('combobox', { name: 'Filtrar vagas por empresa' })).toHaveText(company);
  await expect(rowWith(page, jobTitle)).toBeVisible();
  await expect(page.getByRole('row')).toHaveCount(2);
});

test('the admin filters companies by representative', async ({ page }) => {
  await loginAs(page, 'admin');
  await followMenu(page, 'Empresas');
  const filter = page.getByRole('combobox', { name: 'Filtrar por representante' });
  await expect(filter).toHaveValue('');
  await expect(filter).toHaveAttribute('placeholder', 'Todas as empresas');
  await expect(rowWith(page, 'Acme Tecnologia')).toBeVisible();
  await expect(rowWith(page, company)).toBeVisible();

  // The filter searches representatives on the server by name or e-mail.
  await pickFromAutocomplete(page, filter, rep.email, `${rep.name} (${rep.email})`);
  await expect(page).toHaveURL(/\/empresas\?user_id=\d+$/);
  await expect(rowWith(page, company)).toBeVisible();
  await expect(page.getByRole('row')).toHaveCount(2);
  await expect(rowWith(page, 'Acme Tecnologia')).toHaveCount(0);

  // The filter also arrives through the address (Usuários' 'Ver empresas' uses it) and survives a reload.
  await page.reload();
  await expect(filter).toHaveValue(`${rep.name} (${rep.email})`);
  await expect(page.getByRole('row')).toHaveCount(2);

  // Emptying the field brings back every company.
  await filter.fill('');
  await expect(page).toHaveURL(/\/empresas$/);
  await expect(filter).toHaveAttribute('placeholder', 'Todas as empresas');
  await expect(rowWith(page, 'Acme Tecnologia')).toBeVisible();

  // From Usuários: the representative now has a company, so 'Ver empresas' opens the filtered list.
  await followMenu(page, 'Usuários');
  await page.getByLabel('Buscar Usuário').fill(`Recrutadora ${run}`);
  await rowWith(page, rep.email).getByRole('button', { name: 'Ver empresas' }).click();
  await expect(page).toHaveURL(/\/empresas\?user_id=\d+$/);
  await expect(filter).toHaveValue(`${rep.name} (${rep.email})`);
  await expect(rowWith(page, company)).toBeVisible();
});
