//! Options (options.c): the common ones of `.nethackrc`, read from
//! `~/.oxhackrc` (or `$OXHACKOPTIONS`) as `OPTIONS=` lines, and changed in
//! play with `O`. Unknown or malformed options are reported with the
//! line number, never fatal.

use serde::{Deserialize, Serialize};

/// The game's options.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Options {
    pub color: bool,
    /// Line-drawing walls (`symset:DECgraphics`, drawn as Unicode).
    pub decgraphics: bool,
    pub number_pad: bool,
    pub time: bool,
    pub showexp: bool,
    pub hilite_pet: bool,
    pub autopickup: bool,
    /// Classes autopickup takes (`pickup_types`), as class symbols.
    pub pickup_types: String,
    pub msghistory: usize,
    pub lit_corridor: bool,
    /// The boulder symbol.
    pub boulder: Option<char>,
    pub safe_pet: bool,
    pub confirm: bool,
    pub verbose: bool,
    pub rest_on_space: bool,
    pub fruit: String,
    /// Character choices (`name`, `role`, `race`, `gender`, `align`).
    pub name: Option<String>,
    pub role: Option<String>,
    pub race: Option<String>,
    pub gender: Option<String>,
    pub align: Option<String>,
    pub pettype: Option<String>,
}

impl Default for Options {
    fn default() -> Self {
        Options {
            color: true,
            decgraphics: false,
            number_pad: false,
            time: true,
            showexp: true,
            hilite_pet: true,
            autopickup: true,
            pickup_types: "$?!/=\"+".to_string(),
            msghistory: 60,
            lit_corridor: false,
            boulder: None,
            safe_pet: true,
            confirm: true,
            verbose: true,
            rest_on_space: false,
            fruit: "slime mold".to_string(),
            name: None,
            role: None,
            race: None,
            gender: None,
            align: None,
            pettype: None,
        }
    }
}

/// The boolean options, by name, for parsing and the `O` menu.
pub const BOOLEANS: &[&str] = &[
    "color",
    "DECgraphics",
    "number_pad",
    "time",
    "showexp",
    "hilite_pet",
    "autopickup",
    "lit_corridor",
    "safe_pet",
    "confirm",
    "verbose",
    "rest_on_space",
];

impl Options {
    /// The boolean option called `name` (case-insensitive).
    pub fn bool_mut(&mut self, name: &str) -> Option<&mut bool> {
        Some(match name.to_ascii_lowercase().as_str() {
            "color" | "colour" => &mut self.color,
            "decgraphics" => &mut self.decgraphics,
            "number_pad" => &mut self.number_pad,
            "time" => &mut self.time,
            "showexp" => &mut self.showexp,
            "hilite_pet" => &mut self.hilite_pet,
            "autopickup" => &mut self.autopickup,
            "lit_corridor" => &mut self.lit_corridor,
            "safe_pet" => &mut self.safe_pet,
            "confirm" => &mut self.confirm,
            "verbose" => &mut self.verbose,
            "rest_on_space" => &mut self.rest_on_space,
            _ => return None,
        })
    }

    /// Applies one option word (`color`, `!autopickup`, `name:Ada`).
    pub fn apply(&mut self, opt: &str) -> Result<(), String> {
        let opt = opt.trim();
        if opt.is_empty() {
            return Ok(());
        }
        let (neg, word) = match opt.strip_prefix('!').or_else(|| opt.strip_prefix("no")) {
            Some(rest) if self.clone().bool_mut(rest.trim()).is_some() => (true, rest.trim()),
            _ => (false, opt),
        };
        if let Some((k, v)) = word.split_once([':', '=']) {
            let (k, v) = (k.trim().to_ascii_lowercase(), v.trim());
            match k.as_str() {
                "name" => self.name = Some(v.to_string()),
                "role" | "character" => self.role = Some(v.to_string()),
                "race" => self.race = Some(v.to_string()),
                "gender" => self.gender = Some(v.to_string()),
                "align" => self.align = Some(v.to_string()),
                "pettype" => self.pettype = Some(v.to_string()),
                "fruit" => {
                    if v.is_empty() || v.len() > 31 {
                        return Err(format!("fruit name must be 1 to 31 characters, not {v:?}"));
                    }
                    self.fruit = v.to_string()
                }
                "pickup_types" => self.pickup_types = v.to_string(),
                "msghistory" => {
                    self.msghistory = v.parse::<usize>().map_err(|_| format!("msghistory wants a number, not {v:?}"))?
                }
                "boulder" => self.boulder = v.chars().next(),
                "symset" => self.decgraphics = v.eq_ignore_ascii_case("DECgraphics"),
                _ => {
                    if let Some(b) = self.bool_mut(&k) {
                        *b = !matches!(v.to_ascii_lowercase().as_str(), "false" | "off" | "no" | "0");
                        return Ok(());
                    }
                    return Err(format!("unknown option '{k}'"));
                }
            }
            return Ok(());
        }
        match self.bool_mut(word) {
            Some(b) => {
                *b = !neg;
                Ok(())
            }
            None => Err(format!("unknown option '{word}'")),
        }
    }

    /// Reads an options file's text: `OPTIONS=a,b,c` lines, `#` comments.
    /// Returns the problems found, one per bad option, with line numbers.
    pub fn parse_file(&mut self, text: &str, file: &str) -> Vec<String> {
        let mut errors = Vec::new();
        for (n, line) in text.lines().enumerate() {
            let line = line.trim();
            if line.is_empty() || line.starts_with('#') {
                continue;
            }
            let Some((key, val)) = line.split_once('=') else {
                errors.push(format!("{file}:{}: expected OPTIONS=..., found {line:?}", n + 1));
                continue;
            };
            if !key.trim().eq_ignore_ascii_case("OPTIONS") {
                // Other .nethackrc lines (BIND, MSGTYPE, ...) are not ours.
                continue;
            }
            for opt in val.split(',') {
                if let Err(e) = self.apply(opt) {
                    errors.push(format!("{file}:{}: {e}", n + 1));
                }
            }
        }
        errors
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn options_file_lines() {
        let mut o = Options::default();
        let errs = o.parse_file(
            "# mine\nOPTIONS=!autopickup,number_pad,name:Ada\nOPTIONS=fruit:kumquat, DECgraphics\nOPTIONS=bogus\n",
            "rc",
        );
        assert!(!o.autopickup && o.number_pad && o.decgraphics);
        assert_eq!(o.name.as_deref(), Some("Ada"));
        assert_eq!(o.fruit, "kumquat");
        assert_eq!(errs, vec!["rc:4: unknown option 'bogus'".to_string()]);
    }
}
