//! The neutral text model of replies lives with the catalogues (`crate::i18n::text`), so that
//! the explanations and pictures below the service speak the same model.

pub use crate::i18n::text::*;
