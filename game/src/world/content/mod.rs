//! The content of a world (NetHack's HACKDIR): the dungeon description,
//! the compiled special levels, and the text databases (rumors, oracles,
//! quest text, epitaphs, engravings, hallucinatory monster names).
//!
//! OxHack's own content is embedded in the binary ([`Content::embedded`]).
//! A data folder ([`Content::load`], `oxhack --data DIR`) may replace any
//! part of it, from sources (`dungeon.def`, `*.des`, `rumors.tru`, ...)
//! compiled at start or from files NetHack's tools wrote (`dungeon`,
//! `*.lev`, `rumors`, ...); what the folder lacks comes from the embedded
//! defaults, so a folder holding one `.des` overrides one level. Compiled
//! results are cached by content hash ([`cache`]).
//!
//! Every content has an [`id`](Content::id): a hash of everything in it.
//! A save records the id of the world it was made in and is never
//! restored into another.

mod cache;
mod load;

pub use cache::{CACHE_VERSION, cache_file};
pub use load::{LoadError, LoadOpts, Loaded};

use dgn_comp::DungeonFile;
use serde::{Deserialize, Serialize};
use std::collections::BTreeMap;
use std::sync::{Arc, OnceLock};

/// The text databases, in the formats NetHack's makedefs writes them
/// (the game reads them with makedefs' readers).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Texts {
    /// `makedefs -r`: true and false rumors.
    pub rumors: Vec<u8>,
    /// `makedefs -h`: the Oracle's consultations.
    pub oracles: Vec<u8>,
    /// `makedefs -q`: the quest text, when the world has one.
    pub quest: Option<Vec<u8>>,
    /// `makedefs -s`: epitaphs, engravings, hallucinatory monster names.
    pub epitaph: Vec<u8>,
    pub engrave: Vec<u8>,
    pub bogusmon: Vec<u8>,
}

/// Where one piece of a world came from.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Piece {
    /// What it is: "dungeon", "level oracle", "rumors".
    pub what: String,
    /// Where it came from: "embedded", or a file path.
    pub origin: String,
    /// A hash of its compiled bytes (hex), so two worlds can be compared
    /// piece by piece.
    pub digest: String,
}

/// A world's content.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Content {
    pub dungeon: DungeonFile,
    /// Compiled special levels (`.lev` bytes) by name: "oracle",
    /// "minetn-3", "Val-strt".
    pub levels: BTreeMap<String, Vec<u8>>,
    pub texts: Texts,
    /// Levels whose file was broken, allowed to fall back to random levels
    /// (`--allow-fallback`), with why.
    pub fallbacks: BTreeMap<String, String>,
    /// What the world is made of, piece by piece.
    pub pieces: Vec<Piece>,
    /// A hash of the whole (hex).
    pub id: String,
}

/// A hash of `bytes`, as hex.
pub fn digest(bytes: &[u8]) -> String {
    blake3::hash(bytes).to_hex().to_string()
}

impl Content {
    /// OxHack's own world, compiled into the binary from `dat/`.
    pub fn embedded() -> Arc<Content> {
        Content::embedded_ref().clone()
    }

    /// OxHack's own text databases, for level generation outside a game
    /// (previews, tests).
    pub fn embedded_texts() -> &'static Texts {
        &Content::embedded_ref().texts
    }

    fn embedded_ref() -> &'static Arc<Content> {
        static EMBEDDED: OnceLock<Arc<Content>> = OnceLock::new();
        EMBEDDED.get_or_init(|| {
            use oxhack_tables::texts;
            let levels = crate::world::levels::LEVELS.iter().map(|(n, b)| (n.to_string(), b.to_vec())).collect();
            let texts = Texts {
                rumors: texts::RUMORS.to_vec(),
                oracles: texts::ORACLES.to_vec(),
                quest: None,
                epitaph: texts::EPITAPH.to_vec(),
                engrave: texts::ENGRAVE.to_vec(),
                bogusmon: texts::BOGUSMON.to_vec(),
            };
            Arc::new(Content::assemble(oxhack_tables::dungeon().clone(), levels, texts, BTreeMap::new(), |_| {
                "embedded".to_string()
            }))
        })
    }

    /// Puts a content together and computes its pieces and id; `origin`
    /// names where each piece came from.
    pub fn assemble(
        dungeon: DungeonFile,
        levels: BTreeMap<String, Vec<u8>>,
        texts: Texts,
        fallbacks: BTreeMap<String, String>,
        origin: impl Fn(&str) -> String,
    ) -> Content {
        let mut pieces =
            vec![Piece { what: "dungeon".into(), origin: origin("dungeon"), digest: digest(&dungeon.encode()) }];
        for (name, bytes) in &levels {
            let what = format!("level {name}");
            pieces.push(Piece { origin: origin(&what), what, digest: digest(bytes) });
        }
        let text_pieces: [(&str, Option<&Vec<u8>>); 6] = [
            ("rumors", Some(&texts.rumors)),
            ("oracles", Some(&texts.oracles)),
            ("quest", texts.quest.as_ref()),
            ("epitaph", Some(&texts.epitaph)),
            ("engrave", Some(&texts.engrave)),
            ("bogusmon", Some(&texts.bogusmon)),
        ];
        for (what, bytes) in text_pieces {
            if let Some(b) = bytes {
                pieces.push(Piece { what: what.into(), origin: origin(what), digest: digest(b) });
            }
        }
        for (name, why) in &fallbacks {
            pieces.push(Piece { what: format!("fallback {name}"), origin: why.clone(), digest: String::new() });
        }
        let mut all = String::new();
        for p in &pieces {
            all.push_str(&p.what);
            all.push('\0');
            all.push_str(&p.digest);
            all.push('\n');
        }
        let id = digest(all.as_bytes());
        Content { dungeon, levels, texts, fallbacks, pieces, id }
    }

    /// The compiled level called `name`, if this world has it.
    pub fn level(&self, name: &str) -> Option<&[u8]> {
        self.levels.get(name).map(Vec::as_slice)
    }

    /// A short id for messages (the first 12 hex digits).
    pub fn short_id(&self) -> &str {
        &self.id[..self.id.len().min(12)]
    }

    /// How `other` differs from this world, piece by piece, for the
    /// message that refuses a save made in another world ("level oracle
    /// differs", "level minetn-1 only in the save's world").
    pub fn differences(&self, other: &[Piece]) -> Vec<String> {
        let mine: BTreeMap<&str, &Piece> = self.pieces.iter().map(|p| (p.what.as_str(), p)).collect();
        let theirs: BTreeMap<&str, &Piece> = other.iter().map(|p| (p.what.as_str(), p)).collect();
        let mut out = Vec::new();
        for (what, p) in &theirs {
            match mine.get(what) {
                None => out.push(format!("{what} only in the save's world")),
                Some(q) if q.digest != p.digest => out.push(format!("{what} differs")),
                Some(_) => {}
            }
        }
        for what in mine.keys() {
            if !theirs.contains_key(what) {
                out.push(format!("{what} only in this world"));
            }
        }
        out
    }
}

#[cfg(test)]
mod tests;
