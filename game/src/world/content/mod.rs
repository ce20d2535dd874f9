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
    /// The level a new game starts on, when not the first level of the
    /// first dungeon (a play-test starts on the level it tests).
    pub start: Option<String>,
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
                quest: Some(texts::QUEST.to_vec()),
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
        Content { dungeon, levels, texts, fallbacks, pieces, id, start: None }
    }

    /// This world with another dungeon description (`oxhack dungeon
    /// --file`), which came from `origin`.
    pub fn with_dungeon(&self, dungeon: DungeonFile, origin: &str) -> Content {
        let mut origins: BTreeMap<String, String> =
            self.pieces.iter().map(|p| (p.what.clone(), p.origin.clone())).collect();
        origins.insert("dungeon".into(), origin.to_string());
        Content::assemble(dungeon, self.levels.clone(), self.texts.clone(), self.fallbacks.clone(), |w| {
            origins.get(w).cloned().unwrap_or_else(|| "embedded".into())
        })
    }

    /// The world of a play-test (`oxhack --level`): this world's texts and
    /// levels, and a dungeon of three levels whose middle one is `name`,
    /// whose compiled program is `program` (in the middle, so that both
    /// its up and its down stairs are made; the game starts there and
    /// never goes to the others).
    pub fn playtest(&self, name: &str, program: Vec<u8>) -> Result<Content, String> {
        if name.is_empty() || name.contains(['"', '\n', '\\']) {
            return Err(format!("a play-test needs a level with a plain name, not {name:?}"));
        }
        let def = format!("DUNGEON: \"The Dungeons of Doom\" \"D\" (3, 0)\nLEVEL: \"{name}\" \"none\" @ (2, 0)\n");
        let mut sources = oxhack_diag::Sources::new();
        let id = sources.add("(play-test dungeon)", def.clone());
        let mut diags = oxhack_diag::Diags::new();
        let dungeon = dgn_comp::compile(id, &def, &mut diags)
            .ok_or_else(|| format!("the play-test dungeon for {name}:\n{}", sources.render_plain(&diags.list)))?;
        let mut origins: BTreeMap<String, String> =
            self.pieces.iter().map(|p| (p.what.clone(), p.origin.clone())).collect();
        origins.insert("dungeon".into(), format!("play-test of {name}"));
        origins.insert(format!("level {name}"), "play-test".into());
        let mut levels = self.levels.clone();
        levels.insert(name.to_string(), program);
        let mut fallbacks = self.fallbacks.clone();
        fallbacks.remove(name);
        let mut c = Content::assemble(dungeon, levels, self.texts.clone(), fallbacks, |w| {
            origins.get(w).cloned().unwrap_or_else(|| "embedded".into())
        });
        c.start = Some(name.to_string());
        Ok(c)
    }

    /// The compiled level called `name`, if this world has it.
    pub fn level(&self, name: &str) -> Option<&[u8]> {
        self.levels.get(name).map(Vec::as_slice)
    }

    /// A short id for messages (the first 12 hex digits).
    pub fn short_id(&self) -> &str {
        &self.id[..self.id.len().min(12)]
    }

    /// How the world of a save (its `other` pieces) differs from this
    /// one, for the message that refuses to restore it here: the dungeon,
    /// the levels (counted and named, a few at most), and the texts.
    pub fn differences(&self, other: &[Piece]) -> Vec<String> {
        let mine: BTreeMap<&str, &Piece> = self.pieces.iter().map(|p| (p.what.as_str(), p)).collect();
        let theirs: BTreeMap<&str, &Piece> = other.iter().map(|p| (p.what.as_str(), p)).collect();
        let (mut changed, mut only_theirs, mut only_mine, mut texts) = (vec![], vec![], vec![], vec![]);
        let mut dungeon = false;
        for (what, p) in &theirs {
            let differs = mine.get(what).is_none_or(|q| q.digest != p.digest);
            match what.strip_prefix("level ") {
                Some(l) if !mine.contains_key(what) => only_theirs.push(l),
                Some(l) if differs => changed.push(l),
                None if *what == "dungeon" => dungeon = differs,
                None if differs && !what.starts_with("fallback ") => texts.push(*what),
                _ => {}
            }
        }
        for what in mine.keys() {
            if let Some(l) = what.strip_prefix("level ")
                && !theirs.contains_key(what)
            {
                only_mine.push(l);
            }
            if !what.starts_with("level ") && *what != "dungeon" && !theirs.contains_key(what) {
                texts.push(what);
            }
        }
        texts.sort_unstable();
        texts.dedup();
        let some = |names: &[&str]| {
            let mut s = names.iter().take(4).copied().collect::<Vec<_>>().join(", ");
            if names.len() > 4 {
                s.push_str(&format!(", ... {} more", names.len() - 4));
            }
            s
        };
        let plural = |n: usize| if n == 1 { "level" } else { "levels" };
        let mut out = Vec::new();
        if dungeon {
            out.push("the dungeon differs".to_string());
        }
        if !changed.is_empty() {
            let verb = if changed.len() == 1 { "differs" } else { "differ" };
            out.push(format!("{} {} {verb} ({})", changed.len(), plural(changed.len()), some(&changed)));
        }
        if !only_theirs.is_empty() {
            out.push(format!(
                "{} {} only in the save's world ({})",
                only_theirs.len(),
                plural(only_theirs.len()),
                some(&only_theirs)
            ));
        }
        if !only_mine.is_empty() {
            out.push(format!(
                "{} {} only in this world ({})",
                only_mine.len(),
                plural(only_mine.len()),
                some(&only_mine)
            ));
        }
        if !texts.is_empty() {
            out.push(format!("texts differ ({})", texts.join(", ")));
        }
        out
    }
}

#[cfg(test)]
mod tests;
