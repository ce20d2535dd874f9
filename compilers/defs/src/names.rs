//! Enumerations that the definition files name by word.
//!
//! Every enum a definition file can mention is declared through
//! [`named_enum!`], which gives it one table of `Variant = value => "word"`
//! rows: the numeric value NetHack uses and the lowercase word our files
//! use (NetHack's constant without its prefix: `AT_BITE` is `bite`). The
//! parser, the checker's "did you mean" suggestions and the writers all
//! derive from that single table.

/// An enum whose variants have file names.
pub trait Named: Sized + Copy + 'static {
    /// What the checker calls this kind of name in messages ("material").
    const KIND: &'static str;
    /// Every variant, in declaration order.
    fn all() -> &'static [Self];
    /// The word a definition file uses for this variant.
    fn name(self) -> &'static str;
    /// The variant a definition file word stands for.
    fn from_name(s: &str) -> Option<Self> {
        Self::all().iter().copied().find(|v| v.name() == s)
    }
    /// Every word, for suggestions.
    fn names() -> impl Iterator<Item = &'static str> {
        Self::all().iter().map(|v| v.name())
    }
}

/// Declares a `#[repr]` enum with a word per variant; see the module note.
#[macro_export]
macro_rules! named_enum {
    (
        $(#[$meta:meta])*
        pub enum $name:ident : $repr:ty as $kind:literal {
            $($(#[$vmeta:meta])* $variant:ident = $value:expr => $word:literal,)*
        }
    ) => {
        $(#[$meta])*
        #[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, serde::Serialize, serde::Deserialize)]
        #[repr($repr)]
        pub enum $name {
            $($(#[$vmeta])* $variant = $value,)*
        }

        impl $name {
            /// Every variant, in declaration order.
            pub const ALL: &'static [$name] = &[$($name::$variant,)*];

            /// The numeric value NetHack uses.
            pub fn value(self) -> $repr {
                self as $repr
            }

            /// The variant with NetHack's numeric value `v`.
            pub fn from_value(v: $repr) -> Option<$name> {
                match v {
                    $(x if x == $value => Some($name::$variant),)*
                    _ => None,
                }
            }
        }

        impl $crate::names::Named for $name {
            const KIND: &'static str = $kind;
            fn all() -> &'static [Self] {
                $name::ALL
            }
            fn name(self) -> &'static str {
                match self {
                    $($name::$variant => $word,)*
                }
            }
        }

        impl std::fmt::Display for $name {
            fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
                f.write_str($crate::names::Named::name(*self))
            }
        }
    };
}
