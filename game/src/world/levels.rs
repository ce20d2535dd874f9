//! Where a special level comes from: the world's compiled level files
//! (OxHack's own are embedded at build time from `dat/*.des`; a data folder
//! may give others), or, when a level has no file, a random level in its
//! place.

use crate::rng::Rng;
use crate::world::content::Content;
use dgn_comp::placement::SpecialLevel;

include!(concat!(env!("OUT_DIR"), "/levels.rs"));

/// What to build for a special level.
#[derive(Debug, Clone, PartialEq)]
pub enum LevelSource {
    /// A compiled level file (its name and program).
    Special { file: String, program: oxhack_vm::Program },
    /// No usable level file: build a random level instead.
    Random { wanted: String, reason: String },
}

/// The file name a special level loads: quest levels take the role's code
/// (`x-strt` -> `Val-strt`); levels with variants pick one (`bigrm-3`),
/// as NetHack's makemaz does.
pub fn file_name(level: &SpecialLevel, role_code: &str, rng: &mut Rng) -> String {
    let base = match level.proto.strip_prefix("x-") {
        Some(rest) => format!("{role_code}-{rest}"),
        None => level.proto.clone(),
    };
    if level.rndlevs > 0 { format!("{base}-{}", rng.rnd(level.rndlevs)) } else { base }
}

/// The compiled level called `name`, if OxHack has it.
pub fn embedded(name: &str) -> Option<&'static [u8]> {
    LEVELS.iter().find(|(n, _)| *n == name).map(|(_, b)| *b)
}

/// Decides how to build `level` in the world `content`; a missing,
/// unreadable or broken file falls back to a random level, with the reason
/// (for the log).
pub fn source(level: &SpecialLevel, role_code: &str, rng: &mut Rng, content: &Content) -> LevelSource {
    let file = file_name(level, role_code, rng);
    if let Some(why) = content.fallbacks.get(&file) {
        return LevelSource::Random { reason: format!("{why}; building a random level instead"), wanted: file };
    }
    match content.level(&file) {
        None => LevelSource::Random {
            reason: format!("no level file \"{file}.lev\"; building a random level instead"),
            wanted: file,
        },
        Some(bytes) => match oxhack_vm::Program::decode(bytes) {
            Ok(program) => LevelSource::Special { file, program },
            Err(e) => LevelSource::Random {
                reason: format!("level file \"{file}.lev\" is damaged ({e}); building a random level instead"),
                wanted: file,
            },
        },
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use dgn_comp::placement::{DLevel, LevFlags};

    fn lev(proto: &str, rndlevs: i32) -> SpecialLevel {
        SpecialLevel { proto: proto.into(), boneid: 0, dlevel: DLevel::default(), flags: LevFlags::default(), rndlevs }
    }

    #[test]
    fn names_follow_role_and_variants() {
        let mut rng = Rng::new(3);
        assert_eq!(file_name(&lev("x-strt", 0), "Val", &mut rng), "Val-strt");
        let v = file_name(&lev("hall", 3), "Val", &mut rng);
        assert!(["hall-1", "hall-2", "hall-3"].contains(&v.as_str()), "{v}");
    }

    #[test]
    fn missing_levels_fall_back_with_a_reason() {
        match source(&lev("no-such-level", 0), "Val", &mut Rng::new(1), &Content::embedded()) {
            LevelSource::Random { wanted, reason } => {
                assert_eq!(wanted, "no-such-level");
                assert!(reason.contains("building a random level"));
            }
            other => panic!("{other:?}"),
        }
    }
}
