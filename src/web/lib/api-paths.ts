/**
 * The API's paths, parameters, bodies and answers, generated from GET /api/openapi.json by
 * `npm run api:types` (scripts/api-types.ts). Do not edit: change the routes' schemas and run it again.
 */
export interface paths {
    "/api/admin/audit-log": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["getApiAdminAuditLog"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/clients": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["getApiAdminClients"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/clients/{id}/toggle-status": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: operations["postApiAdminClientsByIdToggleStatus"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/database": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["getApiAdminDatabase"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/database/test": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: operations["postApiAdminDatabaseTest"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/postcodes": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["getApiAdminPostcodes"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/postcodes/import": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: operations["postApiAdminPostcodesImport"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/roles": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["getApiAdminRoles"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/roles/{roleId}/permissions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put: operations["putApiAdminRolesByRoleIdPermissions"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/request-password-reset": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: operations["postApiAuthRequestPasswordReset"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/reset-password": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: operations["postApiAuthResetPassword"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/send-verification-email": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: operations["postApiAuthSendVerificationEmail"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/sign-in/email": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: operations["postApiAuthSignInEmail"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/sign-out": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: operations["postApiAuthSignOut"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/sign-up/email": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: operations["postApiAuthSignUpEmail"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/unlock-account": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: operations["postApiAuthUnlockAccount"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/verify-email": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: operations["postApiAuthVerifyEmail"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/bag-labels/{code}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["getApiBagLabelsByCode"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/booking-calendars/stale": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["getApiBookingCalendarsStale"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/business-details": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["getApiBusinessDetails"];
        put: operations["putApiBusinessDetails"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/business-details/logo": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["getApiBusinessDetailsLogo"];
        put: operations["putApiBusinessDetailsLogo"];
        post?: never;
        delete: operations["deleteApiBusinessDetailsLogo"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/calendar-events": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["getApiCalendarEvents"];
        put?: never;
        post: operations["postApiCalendarEvents"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/calendar-events/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete: operations["deleteApiCalendarEventsById"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/calendar-events/month": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["getApiCalendarEventsMonth"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/calendar-feed": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["getApiCalendarFeed"];
        put?: never;
        post: operations["postApiCalendarFeed"];
        delete: operations["deleteApiCalendarFeed"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/calendar-feed/{token.ics}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["getApiCalendarFeedByTokenIcs"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/changeovers": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["getApiChangeovers"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/charge-settings": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["getApiChargeSettings"];
        put: operations["putApiChargeSettings"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/charges": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["getApiCharges"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/charges/{id}/waive": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: operations["postApiChargesByIdWaive"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/charges/export.csv": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["getApiChargesExportCsv"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/charges/late-fee": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: operations["postApiChargesLateFee"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/cleaning-teams": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["getApiCleaningTeams"];
        put?: never;
        post: operations["postApiCleaningTeams"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/cleaning-teams/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete: operations["deleteApiCleaningTeamsById"];
        options?: never;
        head?: never;
        patch: operations["patchApiCleaningTeamsById"];
        trace?: never;
    };
    "/api/client-contracts/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete: operations["deleteApiClientContractsById"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/clients": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["getApiClients"];
        put?: never;
        post: operations["postApiClients"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/clients/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["getApiClientsById"];
        put?: never;
        post?: never;
        delete: operations["deleteApiClientsById"];
        options?: never;
        head?: never;
        patch: operations["patchApiClientsById"];
        trace?: never;
    };
    "/api/clients/{id}/contracts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["getApiClientsByIdContracts"];
        put?: never;
        post: operations["postApiClientsByIdContracts"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/clients/{id}/convert": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: operations["postApiClientsByIdConvert"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/clients/{id}/photo": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["getApiClientsByIdPhoto"];
        put?: never;
        post: operations["postApiClientsByIdPhoto"];
        delete: operations["deleteApiClientsByIdPhoto"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/clients/{id}/portal-password": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: operations["postApiClientsByIdPortalPassword"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/collections": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["getApiCollections"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/collections/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["getApiCollectionsById"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/collections/export.csv": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["getApiCollectionsExportCsv"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/contract-shares/{id}/deactivate": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: operations["postApiContractSharesByIdDeactivate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/courier/photos/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put: operations["putApiCourierPhotosById"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/courier/round": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["getApiCourierRound"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/courier/variances": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["getApiCourierVariances"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/courier/variances/{visitId}/{item}/charge": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: operations["postApiCourierVariancesByVisitIdByItemCharge"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/courier/variances/{visitId}/{item}/resolve": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: operations["postApiCourierVariancesByVisitIdByItemResolve"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/courier/visits/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["getApiCourierVisitsById"];
        put: operations["putApiCourierVisitsById"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/courier/visits/{id}/photos/{photoId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["getApiCourierVisitsByIdPhotosByPhotoId"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/courier/visits/{id}/signature": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["getApiCourierVisitsByIdSignature"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/credit-notes/{id}/pdf": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["getApiCreditNotesByIdPdf"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/damage-products": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["getApiDamageProducts"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/damages": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["getApiDamages"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/damages/{id}/charge": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: operations["postApiDamagesByIdCharge"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/damages/{id}/photos": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["getApiDamagesByIdPhotos"];
        put?: never;
        post: operations["postApiDamagesByIdPhotos"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/damages/{id}/photos/{photoId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["getApiDamagesByIdPhotosByPhotoId"];
        put?: never;
        post?: never;
        delete: operations["deleteApiDamagesByIdPhotosByPhotoId"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/damages/properties": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["getApiDamagesProperties"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/dashboard": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["getApiDashboard"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/deposit-refunds": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["getApiDepositRefunds"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/health": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["getApiHealth"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/invoice-exports": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["getApiInvoiceExports"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/invoice-exports/parts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["getApiInvoiceExportsParts"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/invoices": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["getApiInvoices"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/invoices/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["getApiInvoicesById"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/invoices/{id}/credit-notes": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: operations["postApiInvoicesByIdCreditNotes"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/invoices/{id}/pdf": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["getApiInvoicesByIdPdf"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/linen-cards": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["getApiLinenCards"];
        put?: never;
        post: operations["postApiLinenCards"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/linen-cards/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["getApiLinenCardsById"];
        put?: never;
        post?: never;
        delete: operations["deleteApiLinenCardsById"];
        options?: never;
        head?: never;
        patch: operations["patchApiLinenCardsById"];
        trace?: never;
    };
    "/api/linen-cards/{id}/collect": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: operations["postApiLinenCardsByIdCollect"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/linen-cards/{id}/damages": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: operations["postApiLinenCardsByIdDamages"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/linen-cards/{id}/deliver": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: operations["postApiLinenCardsByIdDeliver"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/linen-cards/{id}/move-to-changeover": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: operations["postApiLinenCardsByIdMoveToChangeover"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/linen-cards/{id}/return": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: operations["postApiLinenCardsByIdReturn"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/linen-cards/{id}/undo": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: operations["postApiLinenCardsByIdUndo"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/linen-cards/board": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["getApiLinenCardsBoard"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/linen-cards/board/changes": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["getApiLinenCardsBoardChanges"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/linen-cards/board/column": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["getApiLinenCardsBoardColumn"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/linen-cards/labels": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: operations["postApiLinenCardsLabels"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/linen-cards/version": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["getApiLinenCardsVersion"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/linen-requests": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["getApiLinenRequests"];
        put?: never;
        post: operations["postApiLinenRequests"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/linen-requests/{id}/accept": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: operations["postApiLinenRequestsByIdAccept"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/linen-requests/{id}/booking-gone/cancel": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: operations["postApiLinenRequestsByIdBookingGoneCancel"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/linen-requests/{id}/booking-gone/keep": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: operations["postApiLinenRequestsByIdBookingGoneKeep"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/linen-requests/{id}/decline": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: operations["postApiLinenRequestsByIdDecline"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/linen-requests/booking-gone": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["getApiLinenRequestsBookingGone"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/linen-requests/counts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["getApiLinenRequestsCounts"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/me": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["getApiMe"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch: operations["patchApiMe"];
        trace?: never;
    };
    "/api/me/avatar": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: operations["postApiMeAvatar"];
        delete: operations["deleteApiMeAvatar"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/me/client": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["getApiMeClient"];
        put?: never;
        post: operations["postApiMeClient"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/me/data/erasure": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: operations["postApiMeDataErasure"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/me/data/export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["getApiMeDataExport"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/me/guide": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: operations["postApiMeGuide"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/me/password": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: operations["postApiMePassword"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/me/sessions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["getApiMeSessions"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/me/sessions/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete: operations["deleteApiMeSessionsById"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/me/sessions/sign-out-others": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: operations["postApiMeSessionsSignOutOthers"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/notification-settings": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["getApiNotificationSettings"];
        put: operations["putApiNotificationSettings"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/notifications/unsubscribe": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: operations["postApiNotificationsUnsubscribe"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/openapi.json": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["getApiOpenapiJson"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/orders": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["getApiOrders"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/payments-due": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["getApiPaymentsDue"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/payments/billing-portal": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: operations["postApiPaymentsBillingPortal"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/payments/charge-checkout": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: operations["postApiPaymentsChargeCheckout"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/payments/checkout": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: operations["postApiPaymentsCheckout"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/payments/checkout-sessions/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["getApiPaymentsCheckoutSessionsById"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/payments/collection-checkout": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: operations["postApiPaymentsCollectionCheckout"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/payments/damage-checkout": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: operations["postApiPaymentsDamageCheckout"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/payments/deposit-checkout": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: operations["postApiPaymentsDepositCheckout"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/payments/status": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["getApiPaymentsStatus"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/payments/subscriptions/{id}/cancel": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: operations["postApiPaymentsSubscriptionsByIdCancel"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/payments/test-checkout/{id}/cancel": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: operations["postApiPaymentsTestCheckoutByIdCancel"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/payments/test-checkout/{id}/pay": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: operations["postApiPaymentsTestCheckoutByIdPay"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/payments/webhook": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: operations["postApiPaymentsWebhook"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/products": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["getApiProducts"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/products/sync": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: operations["postApiProductsSync"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/products/sync-status": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["getApiProductsSyncStatus"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/properties": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["getApiProperties"];
        put?: never;
        post: operations["postApiProperties"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/properties/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["getApiPropertiesById"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch: operations["patchApiPropertiesById"];
        trace?: never;
    };
    "/api/properties/{id}/archive": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: operations["postApiPropertiesByIdArchive"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/properties/{id}/assign-client": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: operations["postApiPropertiesByIdAssignClient"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/properties/{id}/booking-calendar": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["getApiPropertiesByIdBookingCalendar"];
        put: operations["putApiPropertiesByIdBookingCalendar"];
        post?: never;
        delete: operations["deleteApiPropertiesByIdBookingCalendar"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/properties/{id}/booking-calendar/sync": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: operations["postApiPropertiesByIdBookingCalendarSync"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/properties/{id}/booking-webhook": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["getApiPropertiesByIdBookingWebhook"];
        put: operations["putApiPropertiesByIdBookingWebhook"];
        post?: never;
        delete: operations["deleteApiPropertiesByIdBookingWebhook"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/properties/{id}/booking-webhook/secret": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["getApiPropertiesByIdBookingWebhookSecret"];
        put?: never;
        post: operations["postApiPropertiesByIdBookingWebhookSecret"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/properties/{id}/deposit-refund": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["getApiPropertiesByIdDepositRefund"];
        put?: never;
        post: operations["postApiPropertiesByIdDepositRefund"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/properties/{id}/deposit/record": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: operations["postApiPropertiesByIdDepositRecord"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/properties/{id}/details": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put: operations["putApiPropertiesByIdDetails"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/properties/{id}/onboarding/{taskId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: operations["postApiPropertiesByIdOnboardingByTaskId"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/properties/{id}/restore": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: operations["postApiPropertiesByIdRestore"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/properties/{id}/services": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put: operations["putApiPropertiesByIdServices"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/properties/page": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["getApiPropertiesPage"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/properties/service-options": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["getApiPropertiesServiceOptions"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/property-contracts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["getApiPropertyContracts"];
        put?: never;
        post: operations["postApiPropertyContracts"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/property-contracts/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["getApiPropertyContractsById"];
        put?: never;
        post?: never;
        delete: operations["deleteApiPropertyContractsById"];
        options?: never;
        head?: never;
        patch: operations["patchApiPropertyContractsById"];
        trace?: never;
    };
    "/api/property-contracts/{id}/email": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: operations["postApiPropertyContractsByIdEmail"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/property-contracts/{id}/pdf": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["getApiPropertyContractsByIdPdf"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/property-contracts/{id}/shares": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: operations["postApiPropertyContractsByIdShares"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/property-contracts/{id}/sign": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: operations["postApiPropertyContractsByIdSign"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/property-contracts/template": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["getApiPropertyContractsTemplate"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/public/contracts/{token}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["getApiPublicContractsByToken"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/public/contracts/{token}/pdf": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["getApiPublicContractsByTokenPdf"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/public/contracts/{token}/sign": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: operations["postApiPublicContractsByTokenSign"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/reports": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["getApiReports"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/reports/damages": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["getApiReportsDamages"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/reports/damages.csv": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["getApiReportsDamagesCsv"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/reports/exceptions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["getApiReportsExceptions"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/reports/exceptions.csv": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["getApiReportsExceptionsCsv"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/reports/turns": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["getApiReportsTurns"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/reports/turns.csv": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["getApiReportsTurnsCsv"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/rounds/{day}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["getApiRoundsByDay"];
        put: operations["putApiRoundsByDay"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/session": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["getApiSession"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/statements": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["getApiStatements"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/statements/csv": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["getApiStatementsCsv"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/statements/pdf": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["getApiStatementsPdf"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/stock": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["getApiStock"];
        put: operations["putApiStock"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/stock-items": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["getApiStockItems"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/stock/forecast": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["getApiStockForecast"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/stock/forecast.csv": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["getApiStockForecastCsv"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/stock/par-levels": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["getApiStockParLevels"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/users": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["getApiUsers"];
        put?: never;
        post: operations["postApiUsers"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/users/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete: operations["deleteApiUsersById"];
        options?: never;
        head?: never;
        patch: operations["patchApiUsersById"];
        trace?: never;
    };
    "/api/users/{id}/avatar": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["getApiUsersByIdAvatar"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/users/{id}/password": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: operations["postApiUsersByIdPassword"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/webhooks/bookings/{system}/{propertyId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: operations["postApiWebhooksBookingsBySystemByPropertyId"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export type webhooks = Record<string, never>;
export interface components {
    schemas: {
        BoardCard: {
            archived: boolean;
            billingTags: string[];
            cleaningTeamId: string | null;
            cleaningTeamName: string | null;
            clientId: string;
            clientName: string;
            createdAt: string;
            damageNotes: string | null;
            damagesCount: number;
            daysInTransit: number | null;
            daysOnBeds: number | null;
            id: string;
            lastChangeoverDate: string | null;
            missingCount: number;
            notes: string | null;
            onBedsSince: string | null;
            overBeds: boolean;
            overTransit: boolean;
            pendingChargesPence: number;
            propertyAddress: string | null;
            propertyId: string;
            propertyName: string;
            serviceRequestedFor: string | null;
            /** @enum {string} */
            status: "new" | "on_beds" | "changeover_due" | "in_transit";
            transitSince: string | null;
            updatedAt: string;
        };
        BoardColumnCard: {
            cleaningTeamName: string | null;
            clientName: string;
            createdAt: string;
            damagesCount: number;
            daysInTransit: number | null;
            daysOnBeds: number | null;
            id: string;
            missingCount: number;
            overBeds: boolean;
            overTransit: boolean;
            pendingChargesPence: number;
            propertyId: string;
            propertyName: string;
            serviceRequestedFor: string | null;
            /** @enum {string} */
            status: "new" | "on_beds" | "changeover_due" | "in_transit";
        };
        BoardTile: {
            archived: boolean;
            cleaningTeamName: string | null;
            clientId: string;
            clientName: string;
            damagesCount: number;
            daysInTransit: number | null;
            daysOnBeds: number | null;
            id: string;
            lastChangeoverDate: string | null;
            missingCount: number;
            onBedsSince: string | null;
            overBeds: boolean;
            overTransit: boolean;
            pendingChargesPence: number;
            propertyAddress: string | null;
            propertyId: string;
            propertyName: string;
            serviceRequestedFor: string | null;
            /** @enum {string} */
            status: "new" | "on_beds" | "changeover_due" | "in_transit";
            transitSince: string | null;
        };
        BusinessDetails: {
            address: string;
            creditNotePrefix: string;
            /** @default true */
            depositsAsReceipts: boolean;
            invoicePrefix: string;
            legalName: string;
            logo: {
                height: number;
                id: string;
                width: number;
            } | null;
            paymentTermsDays: number;
            paymentTermsText: string;
            updatedAt: string | null;
            vatNumber: string | null;
            vatRateBasisPoints: number | null;
            vatRegistered: boolean;
            version: number;
        };
        CalendarEvent: {
            color: string;
            date: string;
            declineReason: string | null;
            deletable: boolean;
            description: string | null;
            id: string;
            propertyName: string | null;
            requestId: string | null;
            requestStatus: ("pending" | "accepted" | "declined") | null;
            title: string;
        };
        Charge: {
            amountPence: number;
            clientId: string;
            clientName: string;
            createdAt: string;
            createdByName: string | null;
            deadline: string;
            id: string;
            /** @enum {string} */
            kind: "late_changeover" | "late_payment" | "replacement" | "missed_collection";
            linenCardId: string | null;
            paidAt: string | null;
            paidVia: string | null;
            period: number | null;
            propertyId: string;
            propertyName: string;
            reason: string;
            /** @enum {string} */
            status: "pending" | "paid" | "waived";
            subjectId: string | null;
            subjectType: ("collection" | "damage") | null;
            waivedAt: string | null;
            waiveReason: string | null;
        };
        ChargeRow: {
            amountPence: number;
            clientId: string;
            clientName: string;
            createdAt: string;
            createdByName: string | null;
            deadline: string;
            id: string;
            /** @enum {string} */
            kind: "late_changeover" | "late_payment" | "replacement" | "missed_collection";
            linenCardId: string | null;
            overdue: boolean;
            paidAt: string | null;
            paidVia: string | null;
            period: number | null;
            propertyId: string;
            propertyName: string;
            reason: string;
            /** @enum {string} */
            status: "pending" | "paid" | "waived";
            subjectId: string | null;
            subjectType: ("collection" | "damage") | null;
            waivedAt: string | null;
            waiveReason: string | null;
        };
        CleaningTeam: {
            address: string | null;
            assignedCards: number;
            contactPerson: string | null;
            email: string | null;
            id: string;
            isActive: boolean;
            name: string;
            notes: string | null;
            phone: string | null;
            rating: number;
            specialties: string[];
        };
        Client: {
            billingNotes: string | null;
            contactName: string | null;
            createdAt: string;
            id: string;
            isOwn: boolean;
            lastTouch: string;
            linenCardsCount: number;
            loginEmail: string | null;
            name: string;
            onboardingProgress: number;
            phone: string | null;
            primaryEmail: string;
            profilePhoto: string | null;
            propertiesCount: number;
            secondaryEmails: string[];
            /** @enum {string} */
            status: "lead" | "qualified" | "customer" | "lost";
            updatedAt: string;
            userId: string | null;
            username: string | null;
        };
        ClientContract: {
            clientId: string;
            createdAt: string;
            depositAmountPence: number;
            id: string;
            startDate: string | null;
            /** @enum {string} */
            status: "draft" | "active" | "completed" | "cancelled";
            terms: string | null;
            title: string;
            userId: string | null;
        };
        CollectionRow: {
            amountPence: number;
            cleaningTeamName: string | null;
            clientName: string;
            collectedAt: string;
            deadline: string;
            id: string;
            /** @enum {string} */
            invoiceStatus: "unpaid" | "paid";
            notes: string | null;
            overdue: boolean;
            paidAt: string | null;
            propertyAddress: string | null;
            propertyId: string;
            propertyName: string;
            /** @enum {string} */
            state: "paid" | "unpaid" | "overdue" | "no_charge";
            visitId: string | null;
        };
        CollectionService: {
            description: string;
            id: string;
            /** @enum {string} */
            mode: "payment" | "subscription";
            name: string;
            priceId: string;
            pricePence: number | null;
        };
        ContractShare: {
            clientName: string | null;
            contractId: string;
            createdAt: string;
            id: string;
            isActive: boolean;
            shareToken: string;
            signedAt: string | null;
        };
        DamageActivity: {
            chargedAt: string | null;
            chargeRequestedAt: string | null;
            /** @enum {string} */
            chargeState: "charged" | "requested" | "chargeable" | "no_price";
            clientName: string;
            createdAt: string;
            estimatedPricePence: number | null;
            id: string;
            itemName: string;
            itemSku: string | null;
            notes: string | null;
            paymentDueAt: string;
            paymentOverdue: boolean;
            photoCount: number;
            propertyId: string;
            propertyName: string;
            quantity: number;
        };
        DamagePhoto: {
            createdAt: string;
            height: number;
            id: string;
            url: string;
            width: number;
        };
        DamageProperty: {
            id: string;
            name: string;
        };
        DepositRefund: {
            amountPence: number;
            createdAt: string;
            depositPence: number;
            id: string;
            note: string | null;
            provider: string;
            refundedAt: string | null;
            /** @enum {string} */
            status: "pending" | "succeeded" | "failed";
            withheld: components["schemas"]["WithheldItem"][];
            withheldPence: number;
        };
        DepositRefundListItem: {
            amountPence: number;
            createdAt: string;
            propertyId: string;
            propertyName: string;
            refundedAt: string | null;
            /** @enum {string} */
            status: "pending" | "succeeded" | "failed";
        };
        DepositRefundOwnerView: {
            refund: components["schemas"]["DepositRefundSummary"] | null;
        };
        DepositRefundSummary: {
            amountPence: number;
            createdAt: string;
            refundedAt: string | null;
            /** @enum {string} */
            status: "pending" | "succeeded" | "failed";
        };
        DepositRefundView: {
            balancePence: number;
            deposit: {
                amountPence: number;
                paidAt: string | null;
                /** @enum {string} */
                via: "checkout" | "recorded";
            } | null;
            eligible: boolean;
            provider: ("stripe" | "test" | "manual") | null;
            reason: string | null;
            refund: components["schemas"]["DepositRefund"] | null;
            unpaid: components["schemas"]["WithheldItem"][];
            withheldPence: number;
        };
        ForecastBuckets: {
            double: number;
            king: number;
            single: number;
            superking: number;
            towels: number;
        };
        ForecastDay: {
            available: components["schemas"]["ForecastBuckets"];
            bySource: {
                accepted: number;
                booking: number;
                pending: number;
            };
            changeovers: number;
            day: string;
            dueBack: components["schemas"]["ForecastBuckets"];
            flagged: boolean;
            need: components["schemas"]["ForecastBuckets"];
            short: components["schemas"]["ForecastBuckets"];
        };
        InvoiceDetail: {
            business: {
                address: string;
                legalName: string;
                paymentTermsText: string;
                vatNumber: string | null;
                vatRegistered: boolean;
            } | null;
            canCredit: boolean;
            creditableLeftPence: number;
            creditedPence: number;
            creditNotes: {
                grossPence: number;
                id: string;
                issueDate: string;
                netPence: number;
                note: string | null;
                number: string;
                /** @enum {string} */
                reason: "waived" | "goodwill" | "deposit_refund" | "deposit_applied" | "cancelled";
                reasonLabel: string;
                refundPence: number;
                /** @enum {string} */
                refundStatus: "none" | "pending" | "refunded" | "failed";
                refundText: string | null;
                vatPence: number;
            }[];
            customer: {
                email: string | null;
                name: string;
                propertyAddress: string | null;
                propertyName: string | null;
            };
            customerName: string;
            dueDate: string | null;
            grossPence: number;
            id: string;
            issueDate: string | null;
            /** @enum {string} */
            kind: "invoice" | "deposit_receipt";
            lines: {
                /** @enum {string} */
                category: "standard" | "zero" | "exempt" | "outside";
                description: string;
                grossPence: number;
                netPence: number;
                quantity: number;
                vatPence: number;
                vatRateBasisPoints: number | null;
                vatRateLabel: string;
            }[];
            netPence: number | null;
            number: string | null;
            owedPence: number;
            paidAt: string | null;
            paidPence: number;
            payments: {
                amountPence: number;
                paidAt: string;
                /** @enum {string} */
                via: "card" | "deposit" | "recorded";
            }[];
            pdfUrl: string | null;
            propertyName: string | null;
            /** @enum {string} */
            source: "collection" | "damage" | "charge" | "deposit" | "purchase" | "subscription";
            /** @enum {string} */
            status: "waiting" | "unpaid" | "paid" | "credited";
            statusText: string;
            title: string;
            vatPence: number | null;
        };
        InvoicePage: {
            invoices: {
                creditedPence: number;
                customerName: string;
                dueDate: string | null;
                grossPence: number;
                id: string;
                issueDate: string | null;
                /** @enum {string} */
                kind: "invoice" | "deposit_receipt";
                number: string | null;
                owedPence: number;
                paidAt: string | null;
                paidPence: number;
                propertyName: string | null;
                /** @enum {string} */
                source: "collection" | "damage" | "charge" | "deposit" | "purchase" | "subscription";
                /** @enum {string} */
                status: "waiting" | "unpaid" | "paid" | "credited";
                statusText: string;
            }[];
            nextCursor: string | null;
        };
        LinenRequest: {
            acceptedAt: string | null;
            bookingGoneAt: string | null;
            clientId: string | null;
            clientName: string | null;
            createdAt: string;
            declinedAt: string | null;
            declineReason: string | null;
            eventId: string;
            id: string;
            notes: string | null;
            propertyId: string;
            propertyName: string;
            requestedDate: string;
            requestedFor: string;
            /** @enum {string} */
            source: "owner" | "staff" | "booking";
            /** @enum {string} */
            status: "pending" | "accepted" | "declined";
        };
        LinenRequestItem: {
            bookingGoneAt: string | null;
            clientName: string | null;
            id: string;
            notes: string | null;
            propertyName: string;
            requestedDate: string;
            /** @enum {string} */
            source: "owner" | "staff" | "booking";
            /** @enum {string} */
            status: "pending" | "accepted" | "declined";
        };
        Me: {
            flags: {
                admin_access: boolean;
                clients_create: boolean;
                clients_delete: boolean;
                clients_edit: boolean;
                clients_view: boolean;
                collections_view: boolean;
                damages_view: boolean;
                is_property_owner: boolean;
                kanban_create: boolean;
                kanban_delete: boolean;
                kanban_edit: boolean;
                kanban_move: boolean;
                kanban_record_damages: boolean;
                kanban_view: boolean;
                properties_create: boolean;
                properties_delete: boolean;
                properties_edit: boolean;
                properties_view: boolean;
                reports_view: boolean;
                settings_view: boolean;
            };
            role: string | null;
            subscription: {
                planName: string;
                priceId: string | null;
                status: string;
            } | null;
            subscriptions: {
                currentPeriodEnd: string | null;
                id: string;
                /** @enum {string} */
                kind: "plan" | "addon";
                name: string;
                priceId: string | null;
                pricePence: number | null;
                status: string;
            }[];
            user: {
                email: string;
                emailVerified: boolean;
                guideStepsCompleted: number[];
                id: string;
                image: string | null;
                isSuperadmin: boolean;
                name: string;
                phone: string | null;
                startupGuideCompleted: boolean;
            };
        };
        ParLevelRow: {
            beds: number;
            changeovers: number;
            clientName: string | null;
            held: components["schemas"]["ForecastBuckets"];
            heldBedSets: number;
            heldTowelPacks: number;
            name: string;
            par: components["schemas"]["ForecastBuckets"];
            parBedSets: number;
            parSets: number;
            parTowelPacks: number;
            perWeek: number;
            propertyId: string;
            sets: components["schemas"]["ForecastBuckets"];
            short: components["schemas"]["ForecastBuckets"];
            shortBedSets: number;
            shortTowelPacks: number;
        };
        PaymentDue: {
            amountPence: number;
            chargeKind: ("late_changeover" | "late_payment" | "replacement" | "missed_collection") | null;
            deadline: string;
            enteredAt: string;
            id: string;
            itemName: string | null;
            /** @enum {string} */
            kind: "collection" | "damage" | "charge";
            overdue: boolean;
            photoIds: string[];
            propertyName: string;
            quantity: number;
            reason: string | null;
        };
        Property: {
            address: string | null;
            archived: boolean;
            archivedAt: string | null;
            client: {
                id: string;
                name: string;
                primaryEmail: string;
            } | null;
            clientId: string | null;
            contract: {
                activeShareToken: string | null;
                hasActiveShare: boolean;
                id: string;
                /** @enum {string} */
                status: "draft" | "sent" | "signed" | "active" | "cancelled";
            } | null;
            contractSigned: boolean;
            createdAt: string;
            defaultBedConfig: number;
            depositPaid: boolean;
            depositRecorded: {
                reason: string;
                recordedAt: string;
            } | null;
            id: string;
            linenInventory: {
                consumables: {
                    full_consumables: boolean;
                    no_consumables: boolean;
                    tea_towels: boolean;
                    toilet_rolls: boolean;
                };
                covers: {
                    double: number;
                    king: number;
                    single: number;
                    superking: number;
                };
                pillowcases: {
                    double: number;
                    king: number;
                    single: number;
                    superking: number;
                };
                sheets: {
                    double: number;
                    king: number;
                    single: number;
                    superking: number;
                };
                towels: {
                    bath_mats: number;
                    bath_towels: number;
                    hand_towels: number;
                };
            };
            name: string;
            notes: string | null;
            onboardingProgress: number;
            onboardingTasks: {
                completed: boolean;
                id: number;
                override?: {
                    at: string;
                    byName: string | null;
                    byUserId: string | null;
                    reason: string;
                } | null;
                title: string;
            }[];
            serviceIds: string[];
            services: {
                id: string;
                name: string;
            }[];
            stock: {
                quantity: number;
                stockItemId: string;
            }[];
            updatedAt: string;
        };
        PropertyContract: {
            activeShare: components["schemas"]["ContractShare"] | null;
            client: {
                name: string;
                primaryEmail: string;
            } | null;
            clientId: string | null;
            createdAt: string;
            depositAmountPence: number;
            hasActiveShare: boolean;
            id: string;
            lateChangeoverEveryDays: number | null;
            lateChangeoverPence: number | null;
            property: {
                address: string | null;
                name: string;
            };
            propertyId: string;
            signature: {
                ipAddress: string | null;
                signature: string;
                signedBy: string;
                signedDate: string;
                termsSha256: string;
                userAgent: string | null;
                via: ("share" | "owner" | "panel") | null;
            } | null;
            signedDate: string | null;
            /** @enum {string} */
            status: "draft" | "sent" | "signed" | "active" | "cancelled";
            terms: string;
            termsSha256: string;
            title: string;
            updatedAt: string;
        };
        ShelfItem: {
            /** @enum {string} */
            category: "covers" | "sheets" | "pillowcases" | "towels" | "consumables" | "other";
            id: string;
            label: string;
            onShelf: number;
            version: number;
        };
        StaleFeed: {
            addedAt: string;
            clientName: string | null;
            lastError: string | null;
            lastSyncedAt: string | null;
            propertyId: string;
            propertyName: string;
        };
        StockRow: {
            /** @enum {string} */
            category: "covers" | "sheets" | "pillowcases" | "towels" | "consumables" | "other";
            inTransit: number;
            itemId: string | null;
            key: string;
            label: string;
            maximumStock: number;
            minimumStock: number;
            needToOrder: number;
            onBeds: number;
            onShelf: number;
            par: number;
            size: string;
            /** @enum {string} */
            status: "out_of_stock" | "need_to_order" | "overstocked" | "good";
            total: number;
            type: string;
            unitCostPence: number;
            version: number | null;
        };
        UserListItem: {
            createdAt: string;
            email: string;
            id: string;
            isActive: boolean;
            isSuperadmin: boolean;
            lastSignInAt: string | null;
            name: string;
            phone: string | null;
            role: string | null;
        };
        WithheldItem: {
            amountPence: number;
            id: string;
            label: string;
            /** @enum {string} */
            type: "collection" | "damage" | "charge";
        };
    };
    responses: {
        /** @description An error: `{ error: { code, message, issues?, reason? } }`; invalid input is 422 with per-field issues; reason names a refusal more finely than code (e.g. an undo's tooLate). */
        Error: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": {
                    error: {
                        code: string;
                        issues?: {
                            message?: string;
                            path?: string;
                        }[];
                        message: string;
                        reason?: string;
                    };
                };
            };
        };
    };
    parameters: never;
    requestBodies: never;
    headers: never;
    pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
    getApiAdminAuditLog: {
        parameters: {
            query?: {
                cursor?: string;
                from?: string;
                kind?: "sign_in" | "users_roles" | "contracts" | "payments" | "damages" | "linen_cards" | "clients_properties" | "stock" | "data_requests" | "other";
                limit?: number;
                to?: string;
                user?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        entries: {
                            action: string;
                            actor: {
                                email: string;
                                id: string;
                                name: string;
                            } | null;
                            createdAt: string;
                            entityId: string;
                            entityName: string | null;
                            entityType: string;
                            id: string;
                            ipAddress: string | null;
                            /** @enum {string} */
                            kind: "sign_in" | "users_roles" | "contracts" | "payments" | "damages" | "linen_cards" | "clients_properties" | "stock" | "data_requests" | "other";
                            summary: string;
                        }[];
                        nextCursor: string | null;
                    };
                };
            };
        };
    };
    getApiAdminClients: {
        parameters: {
            query?: {
                page?: number;
                search?: string;
                status?: "lead" | "qualified" | "customer" | "lost" | "all";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        cards: {
                            activeCustomers: number;
                            activeServices: number;
                            totalClients: number;
                            totalProperties: number;
                        };
                        clients: {
                            activeServicesCount: number;
                            contactName: string | null;
                            extraEmailsCount: number;
                            id: string;
                            lastTouch: string;
                            name: string;
                            onboardingProgress: number;
                            phone: string | null;
                            primaryEmail: string;
                            propertiesCount: number;
                            /** @enum {string} */
                            status: "lead" | "qualified" | "customer" | "lost";
                            username: string | null;
                        }[];
                        overview: {
                            activeUsers: number;
                            archivedProperties: number;
                            clients: number;
                            contractsSigned: number;
                            linenCards: number;
                            paymentsReceived: number;
                            paymentsTotalPence: number;
                            properties: number;
                            superAdmins: number;
                            users: number;
                        };
                        page: number;
                        pageSize: number;
                        total: number;
                    };
                };
            };
        };
    };
    postApiAdminClientsByIdToggleStatus: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        client: {
                            activeServicesCount: number;
                            contactName: string | null;
                            extraEmailsCount: number;
                            id: string;
                            lastTouch: string;
                            name: string;
                            onboardingProgress: number;
                            phone: string | null;
                            primaryEmail: string;
                            propertiesCount: number;
                            /** @enum {string} */
                            status: "lead" | "qualified" | "customer" | "lost";
                            username: string | null;
                        };
                    };
                };
            };
        };
    };
    getApiAdminDatabase: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        authSecretTail: string;
                        database: string | null;
                        host: string | null;
                        /** @enum {string} */
                        kind: "postgres" | "pglite";
                        kindLabel: string;
                        port: string | null;
                        tables: {
                            estimated: boolean;
                            name: string;
                            rows: number;
                            table: string;
                        }[];
                        user: string | null;
                    };
                };
            };
        };
    };
    postApiAdminDatabaseTest: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        latencyMs: number;
                        message: string;
                        ok: boolean;
                    };
                };
            };
        };
    };
    getApiAdminPostcodes: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        current: {
                            error: string | null;
                            fileName: string | null;
                            finishedAt: string | null;
                            id: string;
                            importedBy: {
                                id: string;
                                name: string;
                            } | null;
                            rowsKept: number;
                            rowsRead: number;
                            startedAt: string;
                        } | null;
                        latest: {
                            error: string | null;
                            fileName: string | null;
                            finishedAt: string | null;
                            id: string;
                            importedBy: {
                                id: string;
                                name: string;
                            } | null;
                            rowsKept: number;
                            rowsRead: number;
                            startedAt: string;
                        } | null;
                        maxBytes: number;
                    };
                };
            };
        };
    };
    postApiAdminPostcodesImport: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "multipart/form-data": {
                    /** Format: binary */
                    file: string;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        import: {
                            error: string | null;
                            fileName: string | null;
                            finishedAt: string | null;
                            id: string;
                            importedBy: {
                                id: string;
                                name: string;
                            } | null;
                            rowsKept: number;
                            rowsRead: number;
                            startedAt: string;
                        };
                    };
                };
            };
        };
    };
    getApiAdminRoles: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        assignments: {
                            assignedAt: string;
                            id: string;
                            roleDisplayName: string;
                            roleName: string;
                            userEmail: string;
                            userId: string;
                            userName: string;
                        }[];
                        currentUser: {
                            email: string;
                            flags: {
                                admin_access: boolean;
                                clients_create: boolean;
                                clients_delete: boolean;
                                clients_edit: boolean;
                                clients_view: boolean;
                                collections_view: boolean;
                                damages_view: boolean;
                                is_property_owner: boolean;
                                kanban_create: boolean;
                                kanban_delete: boolean;
                                kanban_edit: boolean;
                                kanban_move: boolean;
                                kanban_record_damages: boolean;
                                kanban_view: boolean;
                                properties_create: boolean;
                                properties_delete: boolean;
                                properties_edit: boolean;
                                properties_view: boolean;
                                reports_view: boolean;
                                settings_view: boolean;
                            };
                            id: string;
                            isSuperadmin: boolean;
                            name: string;
                            roleName: string | null;
                        };
                        flags: ("kanban_view" | "kanban_edit" | "kanban_create" | "kanban_delete" | "kanban_move" | "kanban_record_damages" | "clients_view" | "clients_edit" | "clients_create" | "clients_delete" | "properties_view" | "properties_edit" | "properties_create" | "properties_delete" | "reports_view" | "damages_view" | "collections_view" | "settings_view" | "admin_access" | "is_property_owner")[];
                        roles: {
                            description: string;
                            displayName: string;
                            id: string;
                            isActive: boolean;
                            permissions: {
                                admin_access: boolean;
                                clients_create: boolean;
                                clients_delete: boolean;
                                clients_edit: boolean;
                                clients_view: boolean;
                                collections_view: boolean;
                                damages_view: boolean;
                                is_property_owner: boolean;
                                kanban_create: boolean;
                                kanban_delete: boolean;
                                kanban_edit: boolean;
                                kanban_move: boolean;
                                kanban_record_damages: boolean;
                                kanban_view: boolean;
                                properties_create: boolean;
                                properties_delete: boolean;
                                properties_edit: boolean;
                                properties_view: boolean;
                                reports_view: boolean;
                                settings_view: boolean;
                            };
                            roleName: string;
                        }[];
                        system: {
                            appVersion: string;
                            /** @enum {string} */
                            databaseKind: "postgres" | "pglite";
                            nodeVersion: string;
                            uptimeSeconds: number;
                        };
                        users: components["schemas"]["UserListItem"][];
                    };
                };
            };
        };
    };
    putApiAdminRolesByRoleIdPermissions: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                roleId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    permissions: {
                        [key: string]: boolean;
                    };
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        role: {
                            description: string;
                            displayName: string;
                            id: string;
                            isActive: boolean;
                            permissions: {
                                admin_access: boolean;
                                clients_create: boolean;
                                clients_delete: boolean;
                                clients_edit: boolean;
                                clients_view: boolean;
                                collections_view: boolean;
                                damages_view: boolean;
                                is_property_owner: boolean;
                                kanban_create: boolean;
                                kanban_delete: boolean;
                                kanban_edit: boolean;
                                kanban_move: boolean;
                                kanban_record_damages: boolean;
                                kanban_view: boolean;
                                properties_create: boolean;
                                properties_delete: boolean;
                                properties_edit: boolean;
                                properties_view: boolean;
                                reports_view: boolean;
                                settings_view: boolean;
                            };
                            roleName: string;
                        };
                    };
                };
            };
        };
    };
    postApiAuthRequestPasswordReset: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    email: string;
                    redirectTo?: string;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        status: boolean;
                    };
                };
            };
        };
    };
    postApiAuthResetPassword: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    newPassword: string;
                    token: string;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        status: boolean;
                    };
                };
            };
        };
    };
    postApiAuthSendVerificationEmail: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": Record<string, never>;
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        retryAfterSeconds: number;
                        /** @constant */
                        sent: true;
                    };
                };
            };
        };
    };
    postApiAuthSignInEmail: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    email: string;
                    password: string;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        user: {
                            email: string;
                            id: string;
                            name: string;
                        };
                    };
                };
            };
        };
    };
    postApiAuthSignOut: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": Record<string, never>;
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        success: boolean;
                    };
                };
            };
        };
    };
    postApiAuthSignUpEmail: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    email: string;
                    homeAddress: string;
                    name: string;
                    password: string;
                    /** @default  */
                    phone?: string;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        email: string;
                    };
                };
            };
        };
    };
    postApiAuthUnlockAccount: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    token: string;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        unlocked: true;
                    };
                };
            };
        };
    };
    postApiAuthVerifyEmail: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    token: string;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        verified: true;
                    };
                };
            };
        };
    };
    getApiBagLabelsByCode: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                code: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        card: components["schemas"]["BoardCard"];
                    };
                };
            };
        };
    };
    getApiBookingCalendarsStale: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        feeds: components["schemas"]["StaleFeed"][];
                    };
                };
            };
        };
    };
    getApiBusinessDetails: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        details: components["schemas"]["BusinessDetails"];
                        logoUrl: string | null;
                        ready: boolean;
                    };
                };
            };
        };
    };
    putApiBusinessDetails: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    address: string;
                    creditNotePrefix: string;
                    depositsAsReceipts?: boolean;
                    invoicePrefix: string;
                    legalName: string;
                    paymentTermsDays: number;
                    paymentTermsText: string;
                    vatNumber?: string | null;
                    vatRateBasisPoints?: number | null;
                    vatRegistered: boolean;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        details: components["schemas"]["BusinessDetails"];
                        logoUrl: string | null;
                        ready: boolean;
                    };
                };
            };
        };
    };
    getApiBusinessDetailsLogo: {
        parameters: {
            query?: {
                v?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The logo (immutable under its ?v= id) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "image/png": string;
                };
            };
        };
    };
    putApiBusinessDetailsLogo: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "multipart/form-data": {
                    /** Format: binary */
                    file: string;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        details: components["schemas"]["BusinessDetails"];
                        logoUrl: string | null;
                        ready: boolean;
                    };
                };
            };
        };
    };
    deleteApiBusinessDetailsLogo: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        details: components["schemas"]["BusinessDetails"];
                        logoUrl: string | null;
                        ready: boolean;
                    };
                };
            };
        };
    };
    getApiCalendarEvents: {
        parameters: {
            query: {
                cursor?: string;
                from: string;
                limit?: number;
                to: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        events: components["schemas"]["CalendarEvent"][];
                        nextCursor: string | null;
                    };
                };
            };
        };
    };
    postApiCalendarEvents: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @default #3b82f6 */
                    color?: string;
                    date: string;
                    description?: string | null;
                    title: string;
                };
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        event: components["schemas"]["CalendarEvent"];
                    };
                };
            };
        };
    };
    deleteApiCalendarEventsById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description No content */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    getApiCalendarEventsMonth: {
        parameters: {
            query: {
                from: string;
                to: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        countCap: number;
                        days: {
                            color: string | null;
                            count: number;
                            date: string;
                            events: {
                                color: string;
                                id: string;
                                propertyName: string | null;
                                requestId: string | null;
                                requestStatus: ("pending" | "accepted" | "declined") | null;
                                title: string;
                            }[];
                        }[];
                    };
                };
            };
        };
    };
    getApiCalendarFeed: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        createdAt: string | null;
                        url: string | null;
                    };
                };
            };
        };
    };
    postApiCalendarFeed: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        createdAt: string | null;
                        url: string | null;
                    };
                };
            };
        };
    };
    deleteApiCalendarFeed: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description No content */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    getApiCalendarFeedByTokenIcs: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                "token.ics": string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The token owner’s events as iCalendar (RFC 5545) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/calendar": string;
                };
            };
        };
    };
    getApiChangeovers: {
        parameters: {
            query?: {
                cursor?: string;
                limit?: number;
                search?: string;
                status?: "all" | "in_transit" | "returned";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        changeovers: {
                            changeoverDate: string;
                            cleaningTeamName: string | null;
                            clientName: string;
                            damagesCount: number;
                            daysOnBed: number | null;
                            id: string;
                            missingCount: number;
                            notes: string | null;
                            propertyAddress: string | null;
                            propertyName: string;
                            /** @enum {string} */
                            status: "in_transit" | "returned";
                            visitId: string | null;
                        }[];
                        nextCursor: string | null;
                        summary: {
                            damages: number;
                            inTransit: number;
                            missing: number;
                            returned: number;
                            total: number;
                        } | null;
                    };
                };
            };
        };
    };
    getApiChargeSettings: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        settings: {
                            lateChangeoverEveryDays: number;
                            lateChangeoverPence: number;
                            latePaymentAfterDays: number;
                            latePaymentAuto: boolean;
                            latePaymentPence: number;
                            /** @default 0 */
                            missedCollectionPence: number;
                        };
                    };
                };
            };
        };
    };
    putApiChargeSettings: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    lateChangeoverEveryDays: number;
                    lateChangeoverPence: number;
                    latePaymentAfterDays: number;
                    latePaymentAuto: boolean;
                    latePaymentPence: number;
                    missedCollectionPence?: number;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        settings: {
                            lateChangeoverEveryDays: number;
                            lateChangeoverPence: number;
                            latePaymentAfterDays: number;
                            latePaymentAuto: boolean;
                            latePaymentPence: number;
                            /** @default 0 */
                            missedCollectionPence: number;
                        };
                    };
                };
            };
        };
    };
    getApiCharges: {
        parameters: {
            query?: {
                cursor?: string;
                kind?: "all" | "late_changeover" | "late_payment" | "replacement" | "missed_collection";
                limit?: number;
                period?: "7" | "30" | "90" | "all";
                search?: string;
                status?: "all" | "pending" | "paid" | "waived";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        charges: components["schemas"]["ChargeRow"][];
                        nextCursor: string | null;
                        summary: {
                            count: number;
                            paidCount: number;
                            paidPence: number;
                            pendingCount: number;
                            pendingPence: number;
                            waivedCount: number;
                            waivedPence: number;
                        };
                    };
                };
            };
        };
    };
    postApiChargesByIdWaive: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    reason: string;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Charge"];
                };
            };
        };
    };
    getApiChargesExportCsv: {
        parameters: {
            query?: {
                kind?: "all" | "late_changeover" | "late_payment" | "replacement" | "missed_collection";
                period?: "7" | "30" | "90" | "all";
                search?: string;
                status?: "all" | "pending" | "paid" | "waived";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A file */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/csv": string;
                };
            };
        };
    };
    postApiChargesLateFee: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    amountPence: number;
                    reason: string;
                    /** Format: uuid */
                    subjectId: string;
                    /** @enum {string} */
                    subjectType: "collection" | "damage";
                };
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Charge"];
                };
            };
        };
    };
    getApiCleaningTeams: {
        parameters: {
            query?: {
                active?: "true" | "false";
                search?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        teams: components["schemas"]["CleaningTeam"][];
                    };
                };
            };
        };
    };
    postApiCleaningTeams: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    address?: string | null;
                    contactPerson?: string | null;
                    email?: string | null;
                    /** @default true */
                    isActive?: boolean;
                    name: string;
                    notes?: string | null;
                    phone?: string | null;
                    /** @default 0 */
                    rating?: number;
                    specialties?: string[];
                };
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        team: components["schemas"]["CleaningTeam"];
                    };
                };
            };
        };
    };
    deleteApiCleaningTeamsById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        /** @enum {string} */
                        outcome: "deleted" | "deactivated";
                    };
                };
            };
        };
    };
    patchApiCleaningTeamsById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    address?: string | null;
                    contactPerson?: string | null;
                    email?: string | null;
                    isActive?: boolean;
                    name?: string;
                    notes?: string | null;
                    phone?: string | null;
                    rating?: number;
                    specialties?: string[];
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        team: components["schemas"]["CleaningTeam"];
                    };
                };
            };
        };
    };
    deleteApiClientContractsById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message?: string;
                        /** @constant */
                        ok: true;
                    };
                };
            };
        };
    };
    getApiClients: {
        parameters: {
            query?: {
                limit?: number;
                offset?: number;
                search?: string;
                status?: ("lead" | "qualified" | "customer" | "lost") | "" | "all";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        clients: components["schemas"]["Client"][];
                        total: number;
                    };
                };
            };
        };
    };
    postApiClients: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    billingNotes?: string | null;
                    contactName?: string | null;
                    name: string;
                    phone?: string | null;
                    primaryEmail: string;
                    secondaryEmails?: (string | string[]) | null;
                    /**
                     * @default lead
                     * @enum {string}
                     */
                    status?: "lead" | "qualified" | "customer" | "lost";
                    username?: string | null;
                };
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        client: components["schemas"]["Client"];
                    };
                };
            };
        };
    };
    getApiClientsById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        client: components["schemas"]["Client"];
                    };
                };
            };
        };
    };
    deleteApiClientsById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message?: string;
                        /** @constant */
                        ok: true;
                    };
                };
            };
        };
    };
    patchApiClientsById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    billingNotes?: string | null;
                    contactName?: string | null;
                    name?: string;
                    phone?: string | null;
                    primaryEmail?: string;
                    secondaryEmails?: (string | string[]) | null;
                    /** @enum {string} */
                    status?: "lead" | "qualified" | "customer" | "lost";
                    username?: string | null;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        client: components["schemas"]["Client"];
                    };
                };
            };
        };
    };
    getApiClientsByIdContracts: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        contracts: components["schemas"]["ClientContract"][];
                    };
                };
            };
        };
    };
    postApiClientsByIdContracts: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    depositAmount?: (string | number) | null;
                    startDate?: string | null;
                    /**
                     * @default draft
                     * @enum {string}
                     */
                    status?: "draft" | "active" | "completed" | "cancelled";
                    terms?: string | null;
                    title: string;
                };
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        contract: components["schemas"]["ClientContract"];
                    };
                };
            };
        };
    };
    postApiClientsByIdConvert: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        client: components["schemas"]["Client"];
                    };
                };
            };
        };
    };
    getApiClientsByIdPhoto: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The photo (304 when the If-None-Match etag still holds) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "image/*": string;
                };
            };
        };
    };
    postApiClientsByIdPhoto: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "multipart/form-data": {
                    /** Format: binary */
                    file: string;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        client: components["schemas"]["Client"];
                    };
                };
            };
        };
    };
    deleteApiClientsByIdPhoto: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        client: components["schemas"]["Client"];
                    };
                };
            };
        };
    };
    postApiClientsByIdPortalPassword: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    password: string;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message?: string;
                        /** @constant */
                        ok: true;
                    };
                };
            };
        };
    };
    getApiCollections: {
        parameters: {
            query?: {
                cursor?: string;
                limit?: number;
                period?: "7" | "30" | "90" | "all";
                search?: string;
                status?: "all" | "unpaid" | "paid" | "overdue";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        collections: components["schemas"]["CollectionRow"][];
                        nextCursor: string | null;
                        summary: {
                            count: number;
                            overdueCount: number;
                            overduePence: number;
                            paidCount: number;
                            paidPence: number;
                            totalPence: number;
                            unpaidCount: number;
                            unpaidPence: number;
                        };
                    };
                };
            };
        };
    };
    getApiCollectionsById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        collection: {
                            amountPaidPence: number;
                            amountPence: number;
                            cleaningTeamName: string | null;
                            clientId: string;
                            clientName: string;
                            collectedAt: string;
                            deadline: string;
                            id: string;
                            /** @enum {string} */
                            invoiceStatus: "unpaid" | "paid";
                            notes: string | null;
                            overdue: boolean;
                            paidAt: string | null;
                            propertyAddress: string | null;
                            propertyId: string;
                            propertyName: string;
                            /** @enum {string} */
                            state: "paid" | "unpaid" | "overdue" | "no_charge";
                            visitId: string | null;
                        };
                        lines: {
                            amountPence: number;
                            name: string;
                            productId: string | null;
                        }[];
                        owedPence: number;
                        services: components["schemas"]["CollectionService"][];
                    };
                };
            };
        };
    };
    getApiCollectionsExportCsv: {
        parameters: {
            query?: {
                period?: "7" | "30" | "90" | "all";
                search?: string;
                status?: "all" | "unpaid" | "paid" | "overdue";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A file */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/csv": string;
                };
            };
        };
    };
    postApiContractSharesByIdDeactivate: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        share: components["schemas"]["ContractShare"];
                    };
                };
            };
        };
    };
    putApiCourierPhotosById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "multipart/form-data": {
                    /** Format: binary */
                    file: string;
                };
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        photo: {
                            height: number;
                            id: string;
                            url: string;
                            width: number;
                        };
                    };
                };
            };
        };
    };
    getApiCourierRound: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        collect: {
                            cards: {
                                clientName: string;
                                daysInTransit: number | null;
                                daysOnBeds: number | null;
                                id: string;
                                labelCode: string;
                                onHire: {
                                    expected: number;
                                    item: string;
                                }[];
                                overBeds: boolean;
                                overTransit: boolean;
                                propertyAddress: string | null;
                                propertyName: string;
                                /** @enum {string} */
                                status: "new" | "on_beds" | "changeover_due" | "in_transit";
                            }[];
                            more: boolean;
                        };
                        deliver: {
                            cards: {
                                clientName: string;
                                daysInTransit: number | null;
                                daysOnBeds: number | null;
                                id: string;
                                labelCode: string;
                                onHire: {
                                    expected: number;
                                    item: string;
                                }[];
                                overBeds: boolean;
                                overTransit: boolean;
                                propertyAddress: string | null;
                                propertyName: string;
                                /** @enum {string} */
                                status: "new" | "on_beds" | "changeover_due" | "in_transit";
                            }[];
                            more: boolean;
                        };
                        generatedAt: string;
                        return: {
                            cards: {
                                clientName: string;
                                daysInTransit: number | null;
                                daysOnBeds: number | null;
                                id: string;
                                labelCode: string;
                                onHire: {
                                    expected: number;
                                    item: string;
                                }[];
                                overBeds: boolean;
                                overTransit: boolean;
                                propertyAddress: string | null;
                                propertyName: string;
                                /** @enum {string} */
                                status: "new" | "on_beds" | "changeover_due" | "in_transit";
                            }[];
                            more: boolean;
                        };
                    };
                };
            };
        };
    };
    getApiCourierVariances: {
        parameters: {
            query?: {
                cursor?: string;
                property?: string;
                state?: "open" | "handled";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        nextCursor: string | null;
                        pageSize: number;
                        variances: {
                            action: string;
                            clientName: string | null;
                            counted: number;
                            courierName: string | null;
                            difference: number;
                            expected: number;
                            happenedAt: string;
                            item: string;
                            label: string;
                            propertyId: string;
                            propertyName: string;
                            resolution: {
                                charge: {
                                    amountPence: number;
                                    id: string;
                                    /** @enum {string} */
                                    status: "pending" | "paid" | "waived";
                                } | null;
                                reason: string;
                                resolvedAt: string;
                                resolvedByName: string | null;
                            } | null;
                            suggestedPence: number | null;
                            unitPence: number | null;
                            visitId: string;
                        }[];
                    };
                };
            };
        };
    };
    postApiCourierVariancesByVisitIdByItemCharge: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                item: "covers.single" | "covers.double" | "covers.king" | "covers.superking" | "sheets.single" | "sheets.double" | "sheets.king" | "sheets.superking" | "pillowcases.single" | "pillowcases.double" | "pillowcases.king" | "pillowcases.superking" | "towels.hand_towels" | "towels.bath_towels" | "towels.bath_mats";
                visitId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    amountPence: number;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        variance: {
                            action: string;
                            clientName: string | null;
                            counted: number;
                            courierName: string | null;
                            difference: number;
                            expected: number;
                            happenedAt: string;
                            item: string;
                            label: string;
                            propertyId: string;
                            propertyName: string;
                            resolution: {
                                charge: {
                                    amountPence: number;
                                    id: string;
                                    /** @enum {string} */
                                    status: "pending" | "paid" | "waived";
                                } | null;
                                reason: string;
                                resolvedAt: string;
                                resolvedByName: string | null;
                            } | null;
                            suggestedPence: number | null;
                            unitPence: number | null;
                            visitId: string;
                        };
                    };
                };
            };
        };
    };
    postApiCourierVariancesByVisitIdByItemResolve: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                item: "covers.single" | "covers.double" | "covers.king" | "covers.superking" | "sheets.single" | "sheets.double" | "sheets.king" | "sheets.superking" | "pillowcases.single" | "pillowcases.double" | "pillowcases.king" | "pillowcases.superking" | "towels.hand_towels" | "towels.bath_towels" | "towels.bath_mats";
                visitId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    reason: string;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        variance: {
                            action: string;
                            clientName: string | null;
                            counted: number;
                            courierName: string | null;
                            difference: number;
                            expected: number;
                            happenedAt: string;
                            item: string;
                            label: string;
                            propertyId: string;
                            propertyName: string;
                            resolution: {
                                charge: {
                                    amountPence: number;
                                    id: string;
                                    /** @enum {string} */
                                    status: "pending" | "paid" | "waived";
                                } | null;
                                reason: string;
                                resolvedAt: string;
                                resolvedByName: string | null;
                            } | null;
                            suggestedPence: number | null;
                            unitPence: number | null;
                            visitId: string;
                        };
                    };
                };
            };
        };
    };
    getApiCourierVisitsById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        visit: {
                            /** @enum {string} */
                            action: "collect" | "return" | "deliver" | "no_access";
                            cardId: string;
                            changeoverId: string | null;
                            clientName: string | null;
                            counts: {
                                counted: number;
                                difference: number;
                                expected: number;
                                item: string;
                                label: string;
                            }[];
                            courierName: string | null;
                            happenedAt: string;
                            id: string;
                            noOnePresent: boolean;
                            notes: string | null;
                            /** @enum {string} */
                            outcome: "applied" | "refused";
                            photos: {
                                height: number;
                                id: string;
                                url: string;
                                width: number;
                            }[];
                            propertyId: string;
                            propertyName: string;
                            receivedAt: string;
                            refusal: {
                                /** @enum {string} */
                                code: "moved_since" | "other_property";
                                message: string;
                            } | null;
                            signatureUrl: string | null;
                            signerName: string | null;
                            undo: {
                                eventId: string;
                                until: string;
                            } | null;
                        };
                    };
                };
            };
        };
    };
    putApiCourierVisitsById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {string} */
                    action: "collect" | "return" | "deliver" | "no_access";
                    bagCode?: string;
                    cardId: string;
                    /** @default [] */
                    counts?: {
                        counted: number;
                        /** @enum {string} */
                        item: "covers.single" | "covers.double" | "covers.king" | "covers.superking" | "sheets.single" | "sheets.double" | "sheets.king" | "sheets.superking" | "pillowcases.single" | "pillowcases.double" | "pillowcases.king" | "pillowcases.superking" | "towels.hand_towels" | "towels.bath_towels" | "towels.bath_mats";
                    }[];
                    /** Format: date-time */
                    happenedAt: string;
                    /** @default false */
                    noOnePresent?: boolean;
                    notes?: string | null;
                    /** @default [] */
                    photoIds?: string[];
                    signature?: string;
                    signerName?: string;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        visit: {
                            /** @enum {string} */
                            action: "collect" | "return" | "deliver" | "no_access";
                            cardId: string;
                            changeoverId: string | null;
                            happenedAt: string;
                            id: string;
                            /** @enum {string} */
                            outcome: "applied" | "refused";
                            propertyId: string;
                            propertyName: string;
                            receivedAt: string;
                            refusal: {
                                /** @enum {string} */
                                code: "moved_since" | "other_property";
                                message: string;
                            } | null;
                            undo: {
                                eventId: string;
                                until: string;
                            } | null;
                        };
                    };
                };
            };
        };
    };
    getApiCourierVisitsByIdPhotosByPhotoId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
                photoId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A photo at the door */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "image/webp": string;
                };
            };
        };
    };
    getApiCourierVisitsByIdSignature: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The signature */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "image/png": string;
                };
            };
        };
    };
    getApiCreditNotesByIdPdf: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The credit note as a PDF */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/pdf": string;
                };
            };
        };
    };
    getApiDamageProducts: {
        parameters: {
            query?: {
                card?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        products: {
                            atProperty: boolean;
                            key: string;
                            name: string;
                            sku: string;
                            unitPricePence: number;
                        }[];
                    };
                };
            };
        };
    };
    getApiDamages: {
        parameters: {
            query?: {
                cursor?: string;
                period?: "7" | "30" | "90" | "all";
                property?: "all" | string;
                search?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        anyRecorded: boolean;
                        damages: components["schemas"]["DamageActivity"][];
                        nextCursor: string | null;
                        pageSize: number;
                        /** @enum {string} */
                        period: "7" | "30" | "90" | "all";
                        summary: {
                            chargedCount: number;
                            chargedPence: number;
                            estimatedTotalPence: number | null;
                            owedPence: number;
                            totalActivities: number;
                            totalQuantity: number;
                        };
                    };
                };
            };
        };
    };
    postApiDamagesByIdCharge: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        activityId: string;
                        amountPence: number;
                        chargeRequestedAt: string;
                        created: boolean;
                        emailed: number;
                        paymentDueAt: string;
                    };
                };
            };
        };
    };
    getApiDamagesByIdPhotos: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        photos: components["schemas"]["DamagePhoto"][];
                    };
                };
            };
        };
    };
    postApiDamagesByIdPhotos: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "multipart/form-data": {
                    /** Format: binary */
                    file: string;
                };
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        photo: components["schemas"]["DamagePhoto"];
                    };
                };
            };
        };
    };
    getApiDamagesByIdPhotosByPhotoId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
                photoId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The photo */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "image/*": string;
                };
            };
        };
    };
    deleteApiDamagesByIdPhotosByPhotoId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
                photoId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message?: string;
                        /** @constant */
                        ok: true;
                    };
                };
            };
        };
    };
    getApiDamagesProperties: {
        parameters: {
            query?: {
                search?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        properties: components["schemas"]["DamageProperty"][];
                    };
                };
            };
        };
    };
    getApiDashboard: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        hireClock: {
                            amountPence: number;
                            everyDays: number;
                            overrides: {
                                amountPence: number;
                                everyDays: number;
                                propertyId: string;
                                propertyName: string;
                                rule: string;
                            }[];
                            rule: string;
                        };
                        pendingCharges: {
                            count: number;
                            pence: number;
                        };
                        pendingRequests: components["schemas"]["LinenRequest"][];
                        propertiesRequiringChangeover: {
                            address: string | null;
                            cardId: string;
                            daysOnBeds: number | null;
                            id: string;
                            name: string;
                            overBeds: boolean;
                            serviceRequestedFor: string | null;
                        }[];
                        requestableProperties: {
                            id: string;
                            name: string;
                        }[];
                        totals: {
                            activeServices: number;
                            changeoversDue: number;
                            properties: number;
                        };
                        welcomeName: string;
                    };
                };
            };
        };
    };
    getApiDepositRefunds: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        refunds: components["schemas"]["DepositRefundListItem"][];
                    };
                };
            };
        };
    };
    getApiHealth: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        configured?: boolean;
                        /** @enum {string} */
                        database: "up" | "down";
                        /** @enum {string} */
                        driver: "pglite" | "postgres";
                        ok: boolean;
                        /** @enum {string} */
                        schema?: "current" | "not migrated" | "unknown";
                    };
                };
            };
        };
    };
    getApiInvoiceExports: {
        parameters: {
            query: {
                depositAccount?: string;
                format: "xero" | "quickbooks" | "quickbooks-credit-notes" | "csv";
                from: string;
                part?: number;
                salesAccount?: string;
                to: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The period’s invoices and credit notes in the chosen import layout */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/csv": string;
                };
            };
        };
    };
    getApiInvoiceExportsParts: {
        parameters: {
            query: {
                format: "xero" | "quickbooks" | "quickbooks-credit-notes" | "csv";
                from: string;
                to: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        documents: number;
                        parts: {
                            first: number;
                            last: number;
                            part: number;
                            parts: number;
                        }[];
                        perFile: number | null;
                    };
                };
            };
        };
    };
    getApiInvoices: {
        parameters: {
            query?: {
                clientId?: string;
                cursor?: string;
                limit?: number;
                source?: "collection" | "damage" | "charge" | "deposit" | "purchase" | "subscription";
                sourceId?: string;
                status?: "waiting" | "unpaid" | "paid" | "credited";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InvoicePage"];
                };
            };
        };
    };
    getApiInvoicesById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InvoiceDetail"];
                };
            };
        };
    };
    postApiInvoicesByIdCreditNotes: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    amountPence: number;
                    note: string;
                    /** Format: uuid */
                    requestId: string;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InvoiceDetail"];
                };
            };
        };
    };
    getApiInvoicesByIdPdf: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The invoice as a PDF */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/pdf": string;
                };
            };
        };
    };
    getApiLinenCards: {
        parameters: {
            query?: {
                clientId?: string;
                status?: "new" | "on_beds" | "changeover_due" | "in_transit";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        cards: components["schemas"]["BoardTile"][];
                        version: string;
                    };
                };
            };
        };
    };
    postApiLinenCards: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @default  */
                    billingTags?: string;
                    notes?: string | null;
                    propertyId: string;
                    /**
                     * @default new
                     * @enum {string}
                     */
                    status?: "new" | "on_beds" | "changeover_due";
                };
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        card: components["schemas"]["BoardCard"];
                    };
                };
            };
        };
    };
    getApiLinenCardsById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        card: {
                            archived: boolean;
                            billingTags: string[];
                            cleaningTeamId: string | null;
                            cleaningTeamName: string | null;
                            clientId: string;
                            clientName: string;
                            createdAt: string;
                            damageNotes: string | null;
                            damages: {
                                chargedAt: string | null;
                                createdAt: string;
                                damagesCount: number;
                                id: string;
                                itemSku: string | null;
                                missingCount: number;
                                notes: string | null;
                                productName: string | null;
                                quantity: number;
                                unitPricePence: number;
                            }[];
                            damagesCount: number;
                            daysInTransit: number | null;
                            daysOnBeds: number | null;
                            history: {
                                actorName: string | null;
                                createdAt: string;
                                fromStatus: ("new" | "on_beds" | "changeover_due" | "in_transit") | null;
                                id: string;
                                /** @enum {string} */
                                kind: "created" | "moved" | "auto_moved" | "damage" | "updated" | "team_assigned" | "removed" | "undone";
                                summary: string;
                                toStatus: ("new" | "on_beds" | "changeover_due" | "in_transit") | null;
                                visitId: string | null;
                            }[];
                            id: string;
                            labelCode: string;
                            lastChangeoverDate: string | null;
                            linenInventory: {
                                consumables: {
                                    full_consumables: boolean;
                                    no_consumables: boolean;
                                    tea_towels: boolean;
                                    toilet_rolls: boolean;
                                };
                                covers: {
                                    double: number;
                                    king: number;
                                    single: number;
                                    superking: number;
                                };
                                pillowcases: {
                                    double: number;
                                    king: number;
                                    single: number;
                                    superking: number;
                                };
                                sheets: {
                                    double: number;
                                    king: number;
                                    single: number;
                                    superking: number;
                                };
                                towels: {
                                    bath_mats: number;
                                    bath_towels: number;
                                    hand_towels: number;
                                };
                            } | null;
                            missingCount: number;
                            notes: string | null;
                            onBedsSince: string | null;
                            overBeds: boolean;
                            overTransit: boolean;
                            pendingChargesPence: number;
                            propertyAddress: string | null;
                            propertyId: string;
                            propertyName: string;
                            serviceRequestedFor: string | null;
                            /** @enum {string} */
                            status: "new" | "on_beds" | "changeover_due" | "in_transit";
                            transitSince: string | null;
                            updatedAt: string;
                        };
                    };
                };
            };
        };
    };
    deleteApiLinenCardsById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: string;
                        /** @enum {string} */
                        outcome: "archived" | "deleted";
                    };
                };
            };
        };
    };
    patchApiLinenCardsById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    billingTags?: string;
                    damageNotes?: string | null;
                    damagesCount?: number;
                    missingCount?: number;
                    notes?: string | null;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        card: components["schemas"]["BoardCard"];
                    };
                };
            };
        };
    };
    postApiLinenCardsByIdCollect: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        card: components["schemas"]["BoardCard"];
                        changeoverId: string;
                        undo: {
                            eventId: string;
                            until: string;
                        };
                    };
                };
            };
        };
    };
    postApiLinenCardsByIdDamages: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    notes?: string | null;
                    rows: {
                        damagedQuantity: number;
                        missingQuantity: number;
                        /** @default  */
                        productKey?: string;
                        /** @default  */
                        productName?: string;
                        unitPricePence: number;
                    }[];
                };
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        activities: {
                            id: string;
                            name: string;
                        }[];
                        card: components["schemas"]["BoardCard"];
                    };
                };
            };
        };
    };
    postApiLinenCardsByIdDeliver: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        card: components["schemas"]["BoardCard"];
                    };
                };
            };
        };
    };
    postApiLinenCardsByIdMoveToChangeover: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    teamId: string;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        card: components["schemas"]["BoardCard"];
                    };
                };
            };
        };
    };
    postApiLinenCardsByIdReturn: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        card: components["schemas"]["BoardCard"];
                        undo: {
                            eventId: string;
                            until: string;
                        };
                    };
                };
            };
        };
    };
    postApiLinenCardsByIdUndo: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    eventId: string;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        card: components["schemas"]["BoardCard"];
                    };
                };
            };
        };
    };
    getApiLinenCardsBoard: {
        parameters: {
            query?: {
                exception?: "all" | "over14" | "transit4";
                search?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        columns: {
                            changeover_due: {
                                cards: components["schemas"]["BoardColumnCard"][];
                                count: number;
                                next: string | null;
                            };
                            in_transit: {
                                cards: components["schemas"]["BoardColumnCard"][];
                                count: number;
                                next: string | null;
                            };
                            new: {
                                cards: components["schemas"]["BoardColumnCard"][];
                                count: number;
                                next: string | null;
                            };
                            on_beds: {
                                cards: components["schemas"]["BoardColumnCard"][];
                                count: number;
                                next: string | null;
                            };
                        };
                        /** @enum {string} */
                        exception: "all" | "over14" | "transit4";
                        exceptions: {
                            all: number;
                            over14: number;
                            transit4: number;
                        };
                        overdue: {
                            changeover_due: number;
                            in_transit: number;
                            new: number;
                            on_beds: number;
                        };
                        totals: {
                            changeover_due: number;
                            in_transit: number;
                            new: number;
                            on_beds: number;
                        };
                        version: string;
                    };
                };
            };
        };
    };
    getApiLinenCardsBoardChanges: {
        parameters: {
            query: {
                exception?: "all" | "over14" | "transit4";
                search?: string;
                since: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        cards: components["schemas"]["BoardColumnCard"][];
                        counts: {
                            columns: {
                                changeover_due: number;
                                in_transit: number;
                                new: number;
                                on_beds: number;
                            };
                            /** @enum {string} */
                            exception: "all" | "over14" | "transit4";
                            exceptions: {
                                all: number;
                                over14: number;
                                transit4: number;
                            };
                            overdue: {
                                changeover_due: number;
                                in_transit: number;
                                new: number;
                                on_beds: number;
                            };
                            totals: {
                                changeover_due: number;
                                in_transit: number;
                                new: number;
                                on_beds: number;
                            };
                        } | null;
                        removed: string[];
                        reset: boolean;
                        version: string;
                    };
                };
            };
        };
    };
    getApiLinenCardsBoardColumn: {
        parameters: {
            query: {
                cursor: string;
                exception?: "all" | "over14" | "transit4";
                search?: string;
                status: "new" | "on_beds" | "changeover_due" | "in_transit";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        cards: components["schemas"]["BoardColumnCard"][];
                        next: string | null;
                    };
                };
            };
        };
    };
    postApiLinenCardsLabels: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    cardIds: string[];
                };
            };
        };
        responses: {
            /** @description The sheet of bag labels */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/pdf": string;
                };
            };
        };
    };
    getApiLinenCardsVersion: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        version: string;
                    };
                };
            };
        };
    };
    getApiLinenRequests: {
        parameters: {
            query?: {
                cursor?: string;
                from?: string;
                limit?: number;
                status?: "pending" | "accepted" | "declined";
                to?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        nextCursor: string | null;
                        requests: components["schemas"]["LinenRequestItem"][];
                    };
                };
            };
        };
    };
    postApiLinenRequests: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    notes?: string | null;
                    propertyId: string;
                    requestedDate: string;
                };
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        request: components["schemas"]["LinenRequest"];
                    };
                };
            };
        };
    };
    postApiLinenRequestsByIdAccept: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        request: components["schemas"]["LinenRequest"];
                    };
                };
            };
        };
    };
    postApiLinenRequestsByIdBookingGoneCancel: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        request: components["schemas"]["LinenRequest"];
                    };
                };
            };
        };
    };
    postApiLinenRequestsByIdBookingGoneKeep: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        request: components["schemas"]["LinenRequest"];
                    };
                };
            };
        };
    };
    postApiLinenRequestsByIdDecline: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    reason?: string | null;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        request: components["schemas"]["LinenRequest"];
                    };
                };
            };
        };
    };
    getApiLinenRequestsBookingGone: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        requests: components["schemas"]["LinenRequestItem"][];
                    };
                };
            };
        };
    };
    getApiLinenRequestsCounts: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        pending: number;
                        upcoming: number;
                    };
                };
            };
        };
    };
    getApiMe: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Me"];
                };
            };
        };
    };
    patchApiMe: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    email?: unknown;
                    name: string;
                    phone?: string | null;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        user: {
                            email: string;
                            id: string;
                            image: string | null;
                            name: string;
                            phone: string | null;
                        };
                    };
                };
            };
        };
    };
    postApiMeAvatar: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "multipart/form-data": {
                    /** Format: binary */
                    file: string;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        user: {
                            email: string;
                            id: string;
                            image: string | null;
                            name: string;
                            phone: string | null;
                        };
                    };
                };
            };
        };
    };
    deleteApiMeAvatar: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        user: {
                            email: string;
                            id: string;
                            image: string | null;
                            name: string;
                            phone: string | null;
                        };
                    };
                };
            };
        };
    };
    getApiMeClient: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        client: components["schemas"]["Client"] | null;
                    };
                };
            };
        };
    };
    postApiMeClient: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    billingNotes?: string | null;
                    contactName?: string | null;
                    name: string;
                    phone?: string | null;
                    secondaryEmails?: (string | string[]) | null;
                    username?: string | null;
                };
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        client: components["schemas"]["Client"];
                        message: string;
                    };
                };
            };
        };
    };
    postApiMeDataErasure: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    confirmEmail: string;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message?: string;
                        /** @constant */
                        ok: true;
                    };
                };
            };
        };
    };
    getApiMeDataExport: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Everything held about the caller, as a ZIP */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/zip": string;
                };
            };
        };
    };
    postApiMeGuide: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @constant */
                    completed: true;
                    steps?: number[];
                } | {
                    step: number;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        guideStepsCompleted: number[];
                        startupGuideCompleted: boolean;
                    };
                };
            };
        };
    };
    postApiMePassword: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    currentPassword: string;
                    newPassword: string;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message?: string;
                        /** @constant */
                        ok: true;
                    };
                };
            };
        };
    };
    getApiMeSessions: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        sessions: {
                            browser: string;
                            current: boolean;
                            id: string;
                            ipAddress: string | null;
                            lastActiveAt: string;
                            os: string;
                            signedInAt: string;
                        }[];
                    };
                };
            };
        };
    };
    deleteApiMeSessionsById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        signedOut: true;
                    };
                };
            };
        };
    };
    postApiMeSessionsSignOutOthers: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @default false */
                    resetCalendarFeed?: boolean;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        calendarFeedReset: boolean;
                        signedOut: number;
                    };
                };
            };
        };
    };
    getApiNotificationSettings: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        settings: {
                            description: string;
                            enabled: boolean;
                            /** @enum {string} */
                            kind: "request_decisions" | "changeover_due" | "payment_reminders";
                            label: string;
                        }[];
                    };
                };
            };
        };
    };
    putApiNotificationSettings: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    enabled: boolean;
                    /** @enum {string} */
                    kind: "request_decisions" | "changeover_due" | "payment_reminders";
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        settings: {
                            description: string;
                            enabled: boolean;
                            /** @enum {string} */
                            kind: "request_decisions" | "changeover_due" | "payment_reminders";
                            label: string;
                        }[];
                    };
                };
            };
        };
    };
    postApiNotificationsUnsubscribe: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    token: string;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        kind: "request_decisions" | "changeover_due" | "payment_reminders";
                        label: string;
                    };
                };
            };
        };
    };
    getApiOpenapiJson: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        info: {
                            title: string;
                            version: string;
                        } & {
                            [key: string]: unknown;
                        };
                        openapi: string;
                        paths: {
                            [key: string]: unknown;
                        };
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
        };
    };
    getApiOrders: {
        parameters: {
            query?: {
                cursor?: string;
                limit?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        nextCursor: string | null;
                        orders: {
                            amountTotalPence: number;
                            checkoutSessionId: string;
                            createdAt: string;
                            currency: string;
                            id: string;
                            paymentStatus: string;
                            purpose: string;
                            reference: {
                                [key: string]: string;
                            };
                            status: string;
                            userEmail: string | null;
                            userId: string | null;
                        }[];
                    };
                };
            };
        };
    };
    getApiPaymentsDue: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: components["schemas"]["PaymentDue"][];
                    };
                };
            };
        };
    };
    postApiPaymentsBillingPortal: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        url: string;
                    };
                };
            };
        };
    };
    postApiPaymentsChargeCheckout: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** Format: uuid */
                    chargeId: string;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        checkoutId: string;
                        url: string;
                    };
                };
            };
        };
    };
    postApiPaymentsCheckout: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    priceIds: string[];
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        checkoutId: string;
                        url: string;
                    };
                };
            };
        };
    };
    getApiPaymentsCheckoutSessionsById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        createdAt: string;
                        id: string;
                        lineItems: {
                            amountPence: number;
                            name: string;
                            priceId: string;
                            quantity: number;
                        }[];
                        /** @enum {string} */
                        mode: "payment" | "subscription";
                        order: {
                            amountTotalPence: number;
                            paymentStatus: string;
                            status: string;
                        } | null;
                        provider: string;
                        providerSessionId: string | null;
                        /** @enum {string} */
                        purpose: "purchase" | "deposit" | "collection" | "damage" | "charge";
                        reference: {
                            [key: string]: string;
                        };
                        /** @enum {string} */
                        status: "open" | "complete" | "expired";
                        totalPence: number;
                    };
                };
            };
        };
    };
    postApiPaymentsCollectionCheckout: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** Format: uuid */
                    changeoverId: string;
                    priceIds?: string[];
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        checkoutId: string;
                        url: string;
                    };
                };
            };
        };
    };
    postApiPaymentsDamageCheckout: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** Format: uuid */
                    activityId: string;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        checkoutId: string;
                        url: string;
                    };
                };
            };
        };
    };
    postApiPaymentsDepositCheckout: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** Format: uuid */
                    propertyId: string;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        checkoutId: string;
                        url: string;
                    };
                };
            };
        };
    };
    getApiPaymentsStatus: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        enabled: true;
                        /** @enum {string} */
                        provider: "stripe" | "test";
                    };
                };
            };
        };
    };
    postApiPaymentsSubscriptionsByIdCancel: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        status: "canceled" | "cancel_requested";
                    };
                };
            };
        };
    };
    postApiPaymentsTestCheckoutByIdCancel: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        url: string;
                    };
                };
            };
        };
    };
    postApiPaymentsTestCheckoutByIdPay: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        url: string;
                    };
                };
            };
        };
    };
    postApiPaymentsWebhook: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        duplicate: boolean;
                        /** @constant */
                        received: true;
                    };
                };
            };
        };
    };
    getApiProducts: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        description: string;
                        id: string;
                        /** @enum {string} */
                        mode: "payment" | "subscription";
                        name: string;
                        priceId: string;
                        pricePence: number | null;
                        source: string;
                    }[];
                };
            };
        };
    };
    postApiProductsSync: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        count: number;
                        syncedAt: string;
                    };
                };
            };
        };
    };
    getApiProductsSyncStatus: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        lastAttemptAt: string | null;
                        lastError: string | null;
                        lastSyncAt: string | null;
                        ok: boolean;
                        productCount: number;
                        /** @enum {string} */
                        provider: "stripe" | "test";
                        stripeConfigured: boolean;
                        stripeProductCount: number;
                    } | {
                        lastSyncAt: string | null;
                        ok: boolean;
                        productCount: number;
                        /** @enum {string} */
                        provider: "stripe" | "test";
                        stripeProductCount: number;
                    };
                };
            };
        };
    };
    getApiProperties: {
        parameters: {
            query?: {
                archived?: "true" | "false";
                clientId?: string;
                limit?: number;
                offset?: number;
                search?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        counts: {
                            active: number;
                            archived: number;
                        };
                        properties: {
                            address: string | null;
                            archived: boolean;
                            archivedAt: string | null;
                            client: {
                                id: string;
                                name: string;
                                primaryEmail: string;
                            } | null;
                            clientId: string | null;
                            contract: {
                                activeShareToken: string | null;
                                hasActiveShare: boolean;
                                id: string;
                                /** @enum {string} */
                                status: "draft" | "sent" | "signed" | "active" | "cancelled";
                            } | null;
                            contractSigned: boolean;
                            createdAt: string;
                            defaultBedConfig: number;
                            depositPaid: boolean;
                            depositRecorded: {
                                reason: string;
                                recordedAt: string;
                            } | null;
                            id: string;
                            linenInventory: {
                                consumables: {
                                    full_consumables: boolean;
                                    no_consumables: boolean;
                                    tea_towels: boolean;
                                    toilet_rolls: boolean;
                                };
                                covers: {
                                    double: number;
                                    king: number;
                                    single: number;
                                    superking: number;
                                };
                                pillowcases: {
                                    double: number;
                                    king: number;
                                    single: number;
                                    superking: number;
                                };
                                sheets: {
                                    double: number;
                                    king: number;
                                    single: number;
                                    superking: number;
                                };
                                towels: {
                                    bath_mats: number;
                                    bath_towels: number;
                                    hand_towels: number;
                                };
                            };
                            name: string;
                            notes: string | null;
                            onboardingProgress: number;
                            onboardingTasks: {
                                completed: boolean;
                                id: number;
                                override?: {
                                    at: string;
                                    byName: string | null;
                                    byUserId: string | null;
                                    reason: string;
                                } | null;
                                title: string;
                            }[];
                            serviceIds: string[];
                            services: {
                                id: string;
                                name: string;
                            }[];
                            updatedAt: string;
                        }[];
                        total: number;
                    };
                };
            };
        };
    };
    postApiProperties: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    address?: string | null;
                    beds?: number;
                    clientId?: string;
                    name: string;
                    notes?: string | null;
                    services?: string[];
                    stock?: {
                        quantity: number;
                        stockItemId: string;
                    }[];
                };
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        property: components["schemas"]["Property"];
                    };
                };
            };
        };
    };
    getApiPropertiesById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        property: components["schemas"]["Property"];
                    };
                };
            };
        };
    };
    patchApiPropertiesById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    address?: string | null;
                    beds?: number;
                    clientId?: string;
                    name?: string;
                    notes?: string | null;
                    services?: string[];
                    stock?: {
                        quantity: number;
                        stockItemId: string;
                    }[];
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        property: components["schemas"]["Property"];
                    };
                };
            };
        };
    };
    postApiPropertiesByIdArchive: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        property: components["schemas"]["Property"];
                    };
                };
            };
        };
    };
    postApiPropertiesByIdAssignClient: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    clientId?: string;
                    newClient?: {
                        contactName?: string | null;
                        name: string;
                        phone?: string | null;
                        primaryEmail: string;
                    };
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        property: components["schemas"]["Property"];
                    };
                };
            };
        };
    };
    getApiPropertiesByIdBookingCalendar: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        calendar: {
                            lastAttemptAt: string | null;
                            lastError: string | null;
                            lastSyncedAt: string | null;
                            propertyId: string;
                            stale: boolean;
                            url: string;
                        } | null;
                    };
                };
            };
        };
    };
    putApiPropertiesByIdBookingCalendar: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    url: string;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        calendar: {
                            lastAttemptAt: string | null;
                            lastError: string | null;
                            lastSyncedAt: string | null;
                            propertyId: string;
                            stale: boolean;
                            url: string;
                        };
                        result: {
                            created: number;
                            error: string | null;
                            flagged: number;
                            moved: number;
                            ok: boolean;
                            skipped: number;
                            withdrawn: number;
                        };
                    };
                };
            };
        };
    };
    deleteApiPropertiesByIdBookingCalendar: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description No content */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    postApiPropertiesByIdBookingCalendarSync: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        calendar: {
                            lastAttemptAt: string | null;
                            lastError: string | null;
                            lastSyncedAt: string | null;
                            propertyId: string;
                            stale: boolean;
                            url: string;
                        };
                        result: {
                            created: number;
                            error: string | null;
                            flagged: number;
                            moved: number;
                            ok: boolean;
                            skipped: number;
                            withdrawn: number;
                        };
                    };
                };
            };
        };
    };
    getApiPropertiesByIdBookingWebhook: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        webhook: {
                            createdAt: string;
                            externalListingId: string | null;
                            lastError: string | null;
                            lastReceivedAt: string | null;
                            propertyId: string;
                            /** @enum {string} */
                            system: "guesty" | "hostfully";
                            url: string;
                        } | null;
                    };
                };
            };
        };
    };
    putApiPropertiesByIdBookingWebhook: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    externalListingId?: string | null;
                    signingSecret?: string | null;
                    /** @enum {string} */
                    system: "guesty" | "hostfully";
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        webhook: {
                            createdAt: string;
                            externalListingId: string | null;
                            lastError: string | null;
                            lastReceivedAt: string | null;
                            propertyId: string;
                            /** @enum {string} */
                            system: "guesty" | "hostfully";
                            url: string;
                        };
                    };
                };
            };
        };
    };
    deleteApiPropertiesByIdBookingWebhook: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description No content */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    getApiPropertiesByIdBookingWebhookSecret: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        secret: string;
                    };
                };
            };
        };
    };
    postApiPropertiesByIdBookingWebhookSecret: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        secret: string;
                    };
                };
            };
        };
    };
    getApiPropertiesByIdDepositRefund: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DepositRefundView"] | components["schemas"]["DepositRefundOwnerView"];
                };
            };
        };
    };
    postApiPropertiesByIdDepositRefund: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    note?: string;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DepositRefundView"];
                };
            };
        };
    };
    postApiPropertiesByIdDepositRecord: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    reason: string;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        property: components["schemas"]["Property"];
                    };
                };
            };
        };
    };
    putApiPropertiesByIdDetails: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    address: string;
                    beds: number;
                    linenInventory: {
                        consumables: {
                            full_consumables: boolean;
                            no_consumables: boolean;
                            tea_towels: boolean;
                            toilet_rolls: boolean;
                        };
                        covers: {
                            double: number;
                            king: number;
                            single: number;
                            superking: number;
                        };
                        pillowcases: {
                            double: number;
                            king: number;
                            single: number;
                            superking: number;
                        };
                        sheets: {
                            double: number;
                            king: number;
                            single: number;
                            superking: number;
                        };
                        towels: {
                            bath_mats: number;
                            bath_towels: number;
                            hand_towels: number;
                        };
                    };
                    name: string;
                    notes?: string | null;
                    services?: string[];
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        property: components["schemas"]["Property"];
                    };
                };
            };
        };
    };
    postApiPropertiesByIdOnboardingByTaskId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
                taskId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    completed: boolean;
                    reason?: string;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        property: components["schemas"]["Property"];
                    };
                };
            };
        };
    };
    postApiPropertiesByIdRestore: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        property: components["schemas"]["Property"];
                    };
                };
            };
        };
    };
    putApiPropertiesByIdServices: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    services: string[];
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        property: components["schemas"]["Property"];
                    };
                };
            };
        };
    };
    getApiPropertiesPage: {
        parameters: {
            query?: {
                archived?: "true" | "false";
                clientId?: string;
                cursor?: string;
                limit?: number;
                search?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        countCap: number;
                        counts: {
                            active: number;
                            archived: number;
                        };
                        nextCursor: string | null;
                        properties: {
                            address: string | null;
                            archived: boolean;
                            client: {
                                id: string;
                                name: string;
                                primaryEmail: string;
                            } | null;
                            contract: {
                                activeShareToken: string | null;
                                hasActiveShare: boolean;
                                id: string;
                                /** @enum {string} */
                                status: "draft" | "sent" | "signed" | "active" | "cancelled";
                            } | null;
                            defaultBedConfig: number;
                            id: string;
                            name: string;
                            notes: string | null;
                            onboardingProgress: number;
                            services: {
                                id: string;
                                name: string;
                            }[];
                        }[];
                    };
                };
            };
        };
    };
    getApiPropertiesServiceOptions: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        services: {
                            description: string;
                            id: string;
                            /** @enum {string} */
                            mode: "payment" | "subscription";
                            name: string;
                            pricePence: number | null;
                        }[];
                    };
                };
            };
        };
    };
    getApiPropertyContracts: {
        parameters: {
            query?: {
                clientId?: string;
                limit?: number;
                offset?: number;
                propertyId?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        contracts: components["schemas"]["PropertyContract"][];
                    };
                };
            };
        };
    };
    postApiPropertyContracts: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    deposit?: number | string;
                    lateChangeover?: "" | null | string;
                    lateChangeoverEveryDays?: "" | null | string;
                    /** Format: uuid */
                    propertyId: string;
                    terms?: string;
                    title?: string;
                };
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        contract: components["schemas"]["PropertyContract"];
                    };
                };
            };
        };
    };
    getApiPropertyContractsById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        contract: components["schemas"]["PropertyContract"];
                    };
                };
            };
        };
    };
    deleteApiPropertyContractsById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message?: string;
                        /** @constant */
                        ok: true;
                    };
                };
            };
        };
    };
    patchApiPropertyContractsById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    deposit?: number | string;
                    lateChangeover?: "" | null | string;
                    lateChangeoverEveryDays?: "" | null | string;
                    /** @enum {string} */
                    status?: "draft" | "sent" | "cancelled";
                    terms?: string;
                    title?: string;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        contract: components["schemas"]["PropertyContract"];
                    };
                };
            };
        };
    };
    postApiPropertyContractsByIdEmail: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    note?: string;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        sentTo: string;
                        share: components["schemas"]["ContractShare"];
                        url: string;
                    };
                };
            };
        };
    };
    getApiPropertyContractsByIdPdf: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The contract as a PDF */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/pdf": string;
                };
            };
        };
    };
    postApiPropertyContractsByIdShares: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Created */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        share: components["schemas"]["ContractShare"];
                        url: string;
                    };
                };
            };
        };
    };
    postApiPropertyContractsByIdSign: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name: string;
                    termsSha256?: string;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        contract: components["schemas"]["PropertyContract"];
                    };
                };
            };
        };
    };
    getApiPropertyContractsTemplate: {
        parameters: {
            query: {
                propertyId: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        template: {
                            clientName: string;
                            deposit: string;
                            propertyName: string;
                            terms: string;
                            title: string;
                        };
                    };
                };
            };
        };
    };
    getApiPublicContractsByToken: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                token: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        contract: {
                            clientName: string;
                            createdAt: string;
                            depositAmountPence: number;
                            propertyAddress: string | null;
                            propertyName: string;
                            signature: string | null;
                            signed: boolean;
                            signedAt: string | null;
                            signerName: string | null;
                            /** @enum {string} */
                            status: "draft" | "sent" | "signed" | "active" | "cancelled";
                            terms: string;
                            termsSha256: string;
                            title: string;
                        };
                    };
                };
            };
        };
    };
    getApiPublicContractsByTokenPdf: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                token: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The contract as a PDF */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/pdf": string;
                };
            };
        };
    };
    postApiPublicContractsByTokenSign: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                token: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name: string;
                    termsSha256: string;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        result: {
                            clientName: string;
                            signedAt: string;
                            signerName: string;
                            title: string;
                        };
                    };
                };
            };
        };
    };
    getApiReports: {
        parameters: {
            query?: {
                end?: string;
                start?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        charges: {
                            paidCount: number;
                            paidPence: number;
                            raisedCount: number;
                            raisedPence: number;
                        };
                        charts: {
                            damagesByItem: {
                                damaged: number;
                                item: string;
                                missing: number;
                            }[];
                            exceptionsByStatus: {
                                count: number;
                                /** @enum {string} */
                                status: "new" | "on_beds" | "changeover_due" | "in_transit";
                            }[];
                            turnsPerWeek: {
                                turns: number;
                                week: string;
                            }[];
                        };
                        damages: {
                            clientName: string | null;
                            damageNotes: string | null;
                            damagesCount: number;
                            lastUpdated: string;
                            missingCount: number;
                            propertyId: string;
                            propertyName: string;
                        }[];
                        exceptions: {
                            cardId: string;
                            clientName: string | null;
                            damagesCount: number;
                            daysCount: number;
                            lastUpdated: string;
                            missingCount: number;
                            notes: string | null;
                            propertyName: string;
                            /** @enum {string} */
                            status: "new" | "on_beds" | "changeover_due" | "in_transit";
                        }[];
                        next: {
                            damages: string | null;
                            exceptions: string | null;
                            turns: string | null;
                        };
                        range: {
                            end: string;
                            start: string;
                        };
                        tiles: {
                            activeExceptions: number;
                            damagedItems: number;
                            missingItems: number;
                            totalTurns: number;
                        };
                        turns: {
                            clientName: string | null;
                            lastTurnDate: string;
                            propertyId: string;
                            propertyName: string;
                            totalDamages: number;
                            totalMissing: number;
                            turnCount: number;
                        }[];
                    };
                };
            };
        };
    };
    getApiReportsDamages: {
        parameters: {
            query?: {
                cursor?: string;
                end?: string;
                start?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        next: string | null;
                        rows: {
                            clientName: string | null;
                            damageNotes: string | null;
                            damagesCount: number;
                            lastUpdated: string;
                            missingCount: number;
                            propertyId: string;
                            propertyName: string;
                        }[];
                    };
                };
            };
        };
    };
    getApiReportsDamagesCsv: {
        parameters: {
            query?: {
                end?: string;
                rows?: "property" | "each";
                start?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The damages report as CSV */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/csv": string;
                };
            };
        };
    };
    getApiReportsExceptions: {
        parameters: {
            query?: {
                cursor?: string;
                end?: string;
                start?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        next: string | null;
                        rows: {
                            cardId: string;
                            clientName: string | null;
                            damagesCount: number;
                            daysCount: number;
                            lastUpdated: string;
                            missingCount: number;
                            notes: string | null;
                            propertyName: string;
                            /** @enum {string} */
                            status: "new" | "on_beds" | "changeover_due" | "in_transit";
                        }[];
                    };
                };
            };
        };
    };
    getApiReportsExceptionsCsv: {
        parameters: {
            query?: {
                end?: string;
                rows?: "property" | "each";
                start?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The exceptions report as CSV */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/csv": string;
                };
            };
        };
    };
    getApiReportsTurns: {
        parameters: {
            query?: {
                cursor?: string;
                end?: string;
                start?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        next: string | null;
                        rows: {
                            clientName: string | null;
                            lastTurnDate: string;
                            propertyId: string;
                            propertyName: string;
                            totalDamages: number;
                            totalMissing: number;
                            turnCount: number;
                        }[];
                    };
                };
            };
        };
    };
    getApiReportsTurnsCsv: {
        parameters: {
            query?: {
                end?: string;
                rows?: "property" | "each";
                start?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The turns report as CSV */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/csv": string;
                };
            };
        };
    };
    getApiRoundsByDay: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                day: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        day: string;
                        km: number | null;
                        /** @enum {string} */
                        method: "drive" | "district" | "manual";
                        more: boolean;
                        start: string | null;
                        stops: {
                            address: string | null;
                            cardId: string | null;
                            clientName: string | null;
                            key: string;
                            /** @enum {string} */
                            kind: "collect" | "deliver" | "return" | "request";
                            late: boolean;
                            mapUrl: string | null;
                            notes: string | null;
                            postcode: string | null;
                            propertyId: string;
                            propertyName: string;
                            requestId: string | null;
                            window: {
                                from: number;
                                to: number;
                            } | null;
                            windowText: string;
                        }[];
                        updatedAt: string | null;
                        updatedByName: string | null;
                        version: number;
                    };
                };
            };
        };
    };
    putApiRoundsByDay: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                day: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    keys: string[];
                    version: number;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        day: string;
                        km: number | null;
                        /** @enum {string} */
                        method: "drive" | "district" | "manual";
                        more: boolean;
                        start: string | null;
                        stops: {
                            address: string | null;
                            cardId: string | null;
                            clientName: string | null;
                            key: string;
                            /** @enum {string} */
                            kind: "collect" | "deliver" | "return" | "request";
                            late: boolean;
                            mapUrl: string | null;
                            notes: string | null;
                            postcode: string | null;
                            propertyId: string;
                            propertyName: string;
                            requestId: string | null;
                            window: {
                                from: number;
                                to: number;
                            } | null;
                            windowText: string;
                        }[];
                        updatedAt: string | null;
                        updatedByName: string | null;
                        version: number;
                    };
                };
            };
        };
    };
    getApiSession: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        me: components["schemas"]["Me"] | null;
                    };
                };
            };
        };
    };
    getApiStatements: {
        parameters: {
            query?: {
                clientId?: string;
                from?: string;
                to?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        client: {
                            id: string;
                            name: string;
                        };
                        generatedAt: string;
                        period: {
                            from: string;
                            to: string;
                        };
                        sections: {
                            closingPence: number;
                            creditedPence: number;
                            invoicedPence: number;
                            openingPence: number;
                            paidPence: number;
                            propertyId: string | null;
                            propertyName: string;
                            refundedPence: number;
                            rows: {
                                amountPence: number;
                                balancePence: number;
                                date: string;
                                description: string;
                                effectPence: number;
                                id: string;
                                /** @enum {string} */
                                kind: "invoice" | "payment" | "credit_note" | "refund";
                                reference: string;
                            }[];
                        }[];
                        total: {
                            closingPence: number;
                            creditedPence: number;
                            invoicedPence: number;
                            openingPence: number;
                            paidPence: number;
                            refundedPence: number;
                        };
                    };
                };
            };
        };
    };
    getApiStatementsCsv: {
        parameters: {
            query?: {
                clientId?: string;
                from?: string;
                to?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The statement as CSV */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/csv": string;
                };
            };
        };
    };
    getApiStatementsPdf: {
        parameters: {
            query?: {
                clientId?: string;
                from?: string;
                to?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The statement as a PDF */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/pdf": string;
                };
            };
        };
    };
    getApiStock: {
        parameters: {
            query?: {
                category?: "all" | "covers" | "sheets" | "pillowcases" | "towels";
                par?: "spec" | "properties";
                search?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        alerts: {
                            outOfStock: string[];
                            toOrder: {
                                label: string;
                                needToOrder: number;
                            }[];
                        };
                        items: components["schemas"]["ShelfItem"][];
                        parComputedAt: string | null;
                        rows: components["schemas"]["StockRow"][];
                        summary: {
                            needToOrder: number;
                            outOfStock: number;
                            totalItems: number;
                            totalProperties: number;
                        };
                    };
                };
            };
        };
    };
    putApiStock: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    items: {
                        id: string;
                        onShelf: number;
                        version: number;
                    }[];
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        alerts: {
                            outOfStock: string[];
                            toOrder: {
                                label: string;
                                needToOrder: number;
                            }[];
                        };
                        items: components["schemas"]["ShelfItem"][];
                        parComputedAt: string | null;
                        rows: components["schemas"]["StockRow"][];
                        summary: {
                            needToOrder: number;
                            outOfStock: number;
                            totalItems: number;
                            totalProperties: number;
                        };
                    };
                };
            };
        };
    };
    getApiStockItems: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        stockItems: {
                            /** @enum {string} */
                            category: "covers" | "sheets" | "pillowcases" | "towels" | "consumables" | "other";
                            id: string;
                            onShelf: number;
                            size: string;
                            stockPar: number;
                            type: string;
                        }[];
                    };
                };
            };
        };
    };
    getApiStockForecast: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        days: components["schemas"]["ForecastDay"][];
                        flaggedDays: number;
                        propertiesWithoutInventory: number;
                        shelf: components["schemas"]["ForecastBuckets"];
                        today: string;
                        turnaroundDays: number;
                    };
                };
            };
        };
    };
    getApiStockForecastCsv: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The linen forecast of the next 14 days as CSV */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/csv": string;
                };
            };
        };
    };
    getApiStockParLevels: {
        parameters: {
            query?: {
                limit?: number;
                offset?: number;
                search?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        limit: number;
                        offset: number;
                        rows: components["schemas"]["ParLevelRow"][];
                        total: number;
                    };
                };
            };
        };
    };
    getApiUsers: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        users: components["schemas"]["UserListItem"][];
                    };
                };
            };
        };
    };
    postApiUsers: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    email: string;
                    name: string;
                    password: string;
                    /** @enum {string} */
                    role: "admin" | "manager" | "staff" | "cleaner" | "courier" | "client";
                };
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        user: components["schemas"]["UserListItem"];
                    };
                };
            };
        };
    };
    deleteApiUsersById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message?: string;
                        /** @constant */
                        ok: true;
                    };
                };
            };
        };
    };
    patchApiUsersById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    email?: unknown;
                    isActive?: boolean;
                    name?: string;
                    phone?: string | null;
                    /** @enum {string} */
                    role?: "admin" | "manager" | "staff" | "cleaner" | "courier" | "client";
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        user: components["schemas"]["UserListItem"];
                    };
                };
            };
        };
    };
    getApiUsersByIdAvatar: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The avatar (304 when the If-None-Match etag still holds) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "image/*": string;
                };
            };
        };
    };
    postApiUsersByIdPassword: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    password: string;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message?: string;
                        /** @constant */
                        ok: true;
                    };
                };
            };
        };
    };
    postApiWebhooksBookingsBySystemByPropertyId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                propertyId: string;
                system: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        outcome: "applied" | "duplicate" | "ignored" | "stale";
                    };
                };
            };
        };
    };
}
