/**
 * The Portuguese message catalogue (docs/spec/05-validation.md and 08-messages.md). UI text must match the spec word for
 * word, typos included, so every screen and the API read the wording from here.
 */
export const messages = {
  session: {
    expired: 'Atenção, suas sessão expirou! Faça login novamente para prosseguir.',
    loginFailed: 'Usuário e/ou senha inválidos, verifique seus dados e tente novamente!',
    studentLoginFailed: 'Falha ao autenticar',
    forgotSuccess: 'Verifique seu email e siga as instruções!',
    forgotFailure: 'E-mail inválido, verifique seus dados e tente novamente!',
    resetSuccess: 'Senha redefinida com sucesso!',
    resetFailure: 'E-mail inválido, verifique seus dados e tente novamente!',
    resetLinkInvalid: 'Link de redefinição inválido ou expirado. Solicite um novo link.',
    tooManyAttempts: 'Muitas tentativas. Aguarde alguns minutos e tente novamente.',
    inactiveCompanies: 'Você não está ativo no sistema, aguarde sua ativação!',
    inactiveJobs: 'Você não esta ativo no sistema, aguarde sua ativação',
    accountDisabled: 'Conta desativada. Procure o escritório de carreiras.',
  },
  validation: {
    raRequired: 'O campo "RA" é obrigatório!',
    passwordRequired: 'O campo "Senha" é obrigatório!',
    emailRequired: 'O campo "E-mail" é obrigatório!',
    emailInvalid: 'E-mail inválido',
    passwordMin: 'A senha tem que ter no mínimo 8 dígitos',
    passwordsDiffer: 'Senhas diferentes!',
    confirmationRequired: 'O campo "Confirmação de senha" é obrigatório!',
    required: 'Campo obrigatório',
    tooLong: 'Texto muito longo',
    invalidValue: 'Valor inválido',
  },
  errors: {
    notFound: 'Recurso não encontrado',
    routeNotFound: 'Rota não encontrada',
    unauthorized: 'Atenção, suas sessão expirou! Faça login novamente para prosseguir.',
    forbidden: 'Você não tem permissão para realizar esta operação',
    badJson: 'Corpo da requisição inválido: JSON malformado',
    badRequest: 'Requisição inválida',
    nullCharacter: 'Requisição inválida: caractere nulo não é permitido',
    payloadTooLarge: 'Arquivo ou requisição maior que o permitido',
    unsupportedMediaType: 'Tipo de conteúdo não suportado',
    conflict: 'Conflito com o estado atual do recurso',
    internal: 'Erro interno. Tente novamente mais tarde.',
    unavailable: 'Serviço temporariamente indisponível. Tente novamente em instantes.',
    diskFull: 'Espaço em disco insuficiente para salvar o arquivo.',
  },
  terms: {
    title: 'Termos e Condições',
    accept: 'Aceitar Termo',
    signed: 'Termo aceito com sucesso!',
    notFound: 'Termo não encontrado',
  },
  placeholders: {
    comingSoon: 'Em breve estará disponível',
    noContent: 'Nenhum conteúdo disponível',
    unavailable: 'Dado indisponível no momento',
  },
  notFound: {
    title: 'ERRO 404',
    text: 'A página que você está procurando não pode ser encontrada.',
    home: 'Início',
  },
  other: {
    linkCopied: 'Link copiado para a área de transferência',
  },
} as const;
