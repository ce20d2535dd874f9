//! Every message lev_comp gives, in one place.
//!
//! Parsing, checking and output call these constructors; each returns a
//! codespan [`Diagnostic`] with the span labelled and, where it helps, a
//! `help:` note. Messages the C tool also gives keep its meaning (and
//! mostly its words), so NetHack authors recognise them.

use crate::lexer::Tok;
use oxhack_diag::{Diagnostic, Span, did_you_mean, with_help};

pub(crate) fn error(span: Span, msg: impl std::fmt::Display, label: impl std::fmt::Display) -> Diagnostic {
    Diagnostic::error().with_message(msg).with_labels(vec![span.primary(label)])
}

pub(crate) fn warning(span: Span, msg: impl std::fmt::Display, label: impl std::fmt::Display) -> Diagnostic {
    Diagnostic::warning().with_message(msg).with_labels(vec![span.primary(label)])
}

fn clean(e: &str) -> String {
    match e {
        "Ident" => "a word".into(),
        "Integer" => "a number".into(),
        "MinusInteger" => "a negative number".into(),
        "PlusInteger" => "a signed number".into(),
        "Str" => "a string".into(),
        "VarTok" => "a variable".into(),
        "Char" => "a character".into(),
        "Dice" => "dice".into(),
        "Percent" => "a chance like [50%]".into(),
        "SPercent" => "a percentage like 50%".into(),
        "Compare" => "a comparison".into(),
        "MapBody" => "a map".into(),
        "DoorState" => "a door state".into(),
        "Direction" => "a direction".into(),
        "LightState" => "lit or unlit".into(),
        "Boolean" => "true or false".into(),
        "Alignment" => "an alignment".into(),
        "UpOrDown" => "up or down".into(),
        "FlagType" => "a level flag".into(),
        "CurseType" => "blessed, uncursed or cursed".into(),
        "EngravingType" => "an engraving type".into(),
        "AltarType" => "an altar type".into(),
        "LeftOrRight" | "Center" => "a justification".into(),
        "VarIndexTok" => "an array element".into(),
        "TrappedState" => "trapped or not_trapped".into(),
        "Humidity" => "a location kind".into(),
        "GradientType" => "radial or square".into(),
        "MonAttitude" => "peaceful or hostile".into(),
        "MonAlertness" => "asleep or awake".into(),
        "MonAppearance" => "an appearance".into(),
        "Filling" => "filled or unfilled".into(),
        "Irregular" => "regular or irregular".into(),
        "Joined" => "joined or unjoined".into(),
        "Limited" => "limited or unlimited".into(),
        "HorizOrVert" => "horizontal or vertical".into(),
        "Error" | "UnterminatedMap" => "valid input".into(),
        "TopOrBot" => "top, center or bottom".into(),
        other => format!("`{}`", other.trim_matches('"')),
    }
}

/// The keywords that start statements, for "did you mean".
const STATEMENTS: &[&str] = &[
    "MESSAGE",
    "NOMAP",
    "MAZE",
    "LEVEL",
    "INIT_MAP",
    "FLAGS",
    "GEOMETRY",
    "MAP",
    "OBJECT",
    "CONTAINER",
    "MONSTER",
    "TRAP",
    "DOOR",
    "ROOMDOOR",
    "DRAWBRIDGE",
    "MAZEWALK",
    "WALLIFY",
    "REGION",
    "ALTAR",
    "LADDER",
    "STAIR",
    "PORTAL",
    "TELEPORT_REGION",
    "BRANCH",
    "FOUNTAIN",
    "SINK",
    "POOL",
    "NON_DIGGABLE",
    "NON_PASSWALL",
    "IF",
    "EXIT",
    "ROOM",
    "SUBROOM",
    "RANDOM_CORRIDORS",
    "CORRIDOR",
    "TERRAIN",
    "REPLACE_TERRAIN",
    "GOLD",
    "GRAVE",
    "ENGRAVING",
    "MINERALIZE",
    "FOR",
    "LOOP",
    "SWITCH",
    "BREAK",
    "FUNCTION",
    "SHUFFLE",
];

/// The word just before `span` (skipping blanks), and its span.
fn word_before(text: &str, span: Span) -> Option<(String, Span)> {
    let before = text.get(..span.start as usize)?;
    let trimmed = before.trim_end_matches([' ', '\t']);
    let start = trimmed
        .char_indices()
        .rev()
        .find(|(_, c)| !(c.is_ascii_alphanumeric() || *c == '_' || *c == '-'))
        .map_or(0, |(i, c)| i + c.len_utf8());
    let word = &trimmed[start..];
    if word.is_empty() {
        return None;
    }
    Some((word.to_string(), Span { start: start as u32, end: trimmed.len() as u32, ..span }))
}

/// Turns lalrpop's expected-token list into words a person reads.
fn expected_words(expected: &[String]) -> String {
    let mut words: Vec<String> = expected.iter().map(|e| clean(e)).collect();
    words.sort();
    words.dedup();
    if words.iter().any(|w| w == "`MONSTER`") && words.iter().any(|w| w == "`OBJECT`") {
        return "a statement (MONSTER, OBJECT, MAP, ROOM, ...)".into();
    }
    match words.len() {
        0 => String::new(),
        1 => words[0].clone(),
        n if n <= 6 => format!("{} or {}", words[..n - 1].join(", "), words[n - 1]),
        n => format!("one of {n} things, such as {}", words[..4].join(", ")),
    }
}

pub fn unreadable(span: Span) -> Diagnostic {
    error(span, "unreadable input", "not part of the .des language")
}

pub fn unexpected_eof(span: Span, expected: &[String]) -> Diagnostic {
    let mut d = error(span, "the file ends in the middle of a statement", "the file ends here");
    if !expected.is_empty() {
        d = d.with_notes(vec![format!("expected {}", expected_words(expected))]);
    }
    if expected.iter().any(|e| e == "\"}\"") {
        d = d.with_notes(vec!["help: a `}` is missing".into()]);
    }
    d
}

pub fn unexpected_token(span: Span, tok: &Tok<'_>, expected: &[String], text: &str) -> Diagnostic {
    match tok {
        Tok::UnterminatedMap => {
            // Point at the MAP line itself, not at the whole rest of the file.
            let map_line = Span { end: span.start, start: span.start.saturating_sub(4), ..span };
            return with_help(
                error(map_line, "ENDMAP missing for the MAP that starts here", "this MAP is never closed"),
                Some("end the map with a line that reads ENDMAP".into()),
            );
        }
        Tok::Hash => {
            return with_help(
                error(span, "a comment must start its own line", "`#` in the middle of a line"),
                Some("move the comment to a line of its own".into()),
            );
        }
        Tok::Error => {
            let msg = if text.get(span.range()).is_some_and(|s| s.starts_with('"')) {
                "unterminated string"
            } else {
                "unreadable input"
            };
            return error(span, msg, "not part of the .des language");
        }
        _ => {}
    }
    // A word followed by `:` where a statement starts: a misspelled keyword.
    if matches!(tok, Tok::Colon)
        && expected.iter().all(|e| e == "\"(\"")
        && let Some((word, wspan)) = word_before(text, span)
    {
        return with_help(
            error(wspan, format!("unknown statement '{word}'"), "not a statement keyword"),
            did_you_mean(&word, STATEMENTS.iter().copied()),
        );
    }
    let shown = match tok {
        Tok::MapBody(_) | Tok::Str(_) => tok.to_string(),
        _ => match text.get(span.range()) {
            Some(s) if !s.is_empty() && s.len() <= 40 => format!("`{s}`"),
            _ => tok.to_string(),
        },
    };
    let mut d = error(span, format!("syntax error: unexpected {shown}"), format!("unexpected {shown}"));
    if !expected.is_empty() {
        d = d.with_notes(vec![format!("expected {}", expected_words(expected))]);
    }
    if let Tok::Ident(word) = tok {
        let keywords: Vec<&str> = expected.iter().filter(|e| e.starts_with('"')).map(|e| e.trim_matches('"')).collect();
        if let Some(help) = did_you_mean(word, keywords.iter().copied()) {
            d = d.with_notes(vec![format!("help: {help}")]);
        }
    }
    if let Tok::MinusInteger(_) = tok {
        d = d.with_notes(vec!["help: `-5` is one token; write `(-5)` or put a space after the minus".into()]);
    }
    d
}

// ------------------------------------------------------------- checker

use crate::ast::{FullType, LevRegion, MapBody, VarType};

fn char_word(c: u8) -> String {
    if c.is_ascii_graphic() || c == b' ' { format!("'{}'", c as char) } else { format!("byte {c}") }
}

pub fn duplicate_level(span: Span, first: Span, name: &str) -> Diagnostic {
    Diagnostic::error()
        .with_message(format!("level \"{name}\" is defined twice in this file"))
        .with_labels(vec![span.primary("defined again here"), first.secondary("first defined here")])
        .with_notes(vec!["both would be written to the same .lev file".into()])
}

pub fn level_name(span: Span, name: &str, why: &str) -> Diagnostic {
    error(span, format!("invalid level name \"{name}\": {why}"), "this name becomes the output file name")
}

pub fn unused_variable(span: Span, name: &str) -> Diagnostic {
    warning(span, format!("unused variable '{name}'"), "defined here, never used")
}

pub fn var_type(span: Span, name: &str, want: FullType, got: FullType) -> Diagnostic {
    error(span, format!("trying to use variable '{name}' as {want}, when it is {got}"), format!("this is {got}"))
}

pub fn undefined_var(span: Span, name: &str, known: &[&str]) -> Diagnostic {
    with_help(
        error(span, format!("variable '{name}' not defined"), "not defined before this use"),
        did_you_mean(name, known.iter().copied()),
    )
}

pub fn var_redefined(span: Span, first: Span, name: &str, new: FullType, old: FullType) -> Diagnostic {
    Diagnostic::error()
        .with_message(format!("trying to redefine variable '{name}' as {new}, when it is {old}"))
        .with_labels(vec![
            span.primary(format!("assigned {new} here")),
            first.secondary(format!("first defined as {old} here")),
        ])
}

pub fn expr_type(span: Span, want: &str, got: &str) -> Diagnostic {
    error(span, format!("expected {want}, found {got}"), format!("this is {got}"))
}

pub fn coord_range(span: Span, x: i64, y: i64) -> Diagnostic {
    with_help(
        error(span, format!("coordinates ({x},{y}) out of map range"), "outside the level"),
        Some("x goes from 0 to 79 and y from 0 to 20".into()),
    )
}

pub fn region_order(span: Span, x1: i64, y1: i64, x2: i64, y2: i64) -> Diagnostic {
    with_help(
        error(span, format!("region start > end: ({x1},{y1},{x2},{y2})"), "the corners are the wrong way round"),
        Some(format!("write ({},{},{},{})", x1.min(x2), y1.min(y2), x1.max(x2), y1.max(y2))),
    )
}

pub fn map_char(span: Span, c: u8) -> Diagnostic {
    with_help(
        error(span, format!("unknown map char type {}", char_word(c)), "not a map character"),
        Some("map characters are: space # . - | + A B C S H { \\ K } P L I W T F x".into()),
    )
}

pub fn monster_class(span: Span, c: u8) -> Diagnostic {
    error(span, format!("unknown monster class {}", char_word(c)), "no monster class has this symbol")
}

pub fn object_class(span: Span, c: u8) -> Diagnostic {
    error(span, format!("unknown object class {}", char_word(c)), "no object class has this symbol")
}

pub fn unknown_monster(span: Span, name: &str, class: Option<u8>, names: &[&str]) -> Diagnostic {
    let msg = match class {
        Some(c) => format!("unknown monster ({}, \"{name}\")", char_word(c)),
        None => format!("unknown monster '{name}'"),
    };
    with_help(error(span, msg, "no monster has this name"), did_you_mean(name, names.iter().copied()))
}

pub fn unknown_object(span: Span, name: &str, class: Option<u8>, names: &[&str]) -> Diagnostic {
    let msg = match class {
        Some(c) => format!("unknown object ({}, \"{name}\")", char_word(c)),
        None => format!("unknown object '{name}'"),
    };
    with_help(error(span, msg, "no object has this name"), did_you_mean(name, names.iter().copied()))
}

pub fn case_match(span: Span, what: &str, name: &str, real: &str) -> Diagnostic {
    warning(span, format!("{what} type \"{name}\" matches \"{real}\""), "matches only when case is ignored")
}

pub fn percent(span: Span, p: i64) -> Diagnostic {
    error(span, format!("unexpected percentile '{p}%'"), "percentages go from 0 to 100")
}

pub fn init_map(span: Span, what: &str) -> Diagnostic {
    error(span, format!("INIT_MAP: {what}"), "in this INIT_MAP")
}

pub fn shuffle_scalar(span: Span, name: &str, ty: FullType) -> Diagnostic {
    error(span, format!("trying to shuffle non-array variable '{name}'"), format!("this is {ty}"))
}

pub fn roomdoor_random_wall(span: Span) -> Diagnostic {
    with_help(
        error(span, "if the door wall is random, so must be its position", "random wall with a fixed position"),
        Some("write `random` for the position too".into()),
    )
}

pub fn drawbridge(span: Span, what: &str) -> Diagnostic {
    error(span, what, "in this DRAWBRIDGE")
}

pub fn too_deep(span: Span, what: &str, max: usize) -> Diagnostic {
    error(span, format!("too deeply nested {what}"), format!("more than {max} levels deep"))
}

pub fn break_outside(span: Span) -> Diagnostic {
    with_help(
        error(span, "cannot use BREAK outside a statement block", "nothing to break out of"),
        Some("BREAK works inside SWITCH, FOR, LOOP, ROOM, REGION, CONTAINER and monster inventory blocks".into()),
    )
}

pub fn unknown_trap(span: Span, name: &str, names: &[&str]) -> Diagnostic {
    with_help(
        error(span, format!("unknown trap type '{name}'"), "not a trap"),
        did_you_mean(name, names.iter().copied()),
    )
}

pub fn trap_twice(span: Span, name: &str) -> Diagnostic {
    error(span, format!("monster seen_traps: trap '{name}' listed twice"), "listed again")
}

pub fn unknown_room_type(span: Span, name: &str, names: &[&str]) -> Diagnostic {
    let help = did_you_mean(name, names.iter().copied()).unwrap_or_else(|| "the room will be an ordinary one".into());
    with_help(
        warning(span, format!("unknown room type \"{name}\"; making an ordinary room"), "not a room type"),
        Some(help),
    )
}

pub fn mixed_list(span: Span, first: FullType, this: FullType) -> Diagnostic {
    error(span, format!("a list of {first} values cannot hold a {this}"), format!("this is a {this}"))
}

pub fn list_of(span: Span, ty: FullType) -> Diagnostic {
    error(span, format!("a {{ }} list cannot hold {ty} values"), "not an integer, string, coordinate or region")
}

pub fn nested_switch(span: Span) -> Diagnostic {
    error(span, "cannot nest SWITCH statements", "SWITCH inside another SWITCH")
}

pub fn too_many_cases(span: Span, max: usize) -> Diagnostic {
    error(span, format!("too many cases in a SWITCH (at most {max})"), "one case too many")
}

pub fn second_default(span: Span, first: Span) -> Diagnostic {
    Diagnostic::error()
        .with_message("SWITCH default case already used")
        .with_labels(vec![span.primary("second DEFAULT"), first.secondary("first DEFAULT here")])
}

pub fn nested_function(span: Span, name: &str) -> Diagnostic {
    error(span, format!("recursively defined functions not allowed (function {name})"), "FUNCTION inside a FUNCTION")
}

pub fn function_redefined(span: Span, first: Span, name: &str) -> Diagnostic {
    Diagnostic::error()
        .with_message(format!("function '{name}' already defined once"))
        .with_labels(vec![span.primary("defined again here"), first.secondary("first defined here")])
}

pub fn param_type(span: Span, word: &str) -> Diagnostic {
    with_help(
        error(span, format!("unknown function parameter type '{word}'"), "not a parameter type"),
        did_you_mean(word, ["int", "integer", "str", "string"]).or(Some("parameter types are int and str".into())),
    )
}

fn types_word(t: &[VarType]) -> String {
    if t.is_empty() {
        return "nothing".into();
    }
    t.iter().map(|t| if *t == VarType::Str { "str" } else { "int" }).collect::<Vec<_>>().join(", ")
}

pub fn call_params(span: Span, name: &str, want: &[VarType], got: &[VarType], def: Span) -> Diagnostic {
    Diagnostic::error()
        .with_message(format!(
            "function '{name}' requires params '{}', got '{}' instead",
            types_word(want),
            types_word(got)
        ))
        .with_labels(vec![span.primary("called here"), def.secondary("defined here")])
}

pub fn undefined_function(span: Span, name: &str, known: &[&str]) -> Diagnostic {
    with_help(
        error(span, format!("function '{name}' not defined"), "no FUNCTION of this name before this call"),
        did_you_mean(name, known.iter().copied()),
    )
}

pub fn map_invalid_char(body: &MapBody, row: usize, col: usize, ch: char) -> Diagnostic {
    // Point at the character itself when we can find it in the body.
    let offset = body.text.split_inclusive('\n').take(row).map(str::len).sum::<usize>()
        + body.text.split_inclusive('\n').nth(row).map_or(0, |l| l.char_indices().nth(col).map_or(0, |(i, _)| i));
    let start = body.span.start as usize + offset;
    let span = Span { start: start as u32, end: (start + ch.len_utf8()) as u32, ..body.span };
    warning(span, format!("invalid character {ch:?} @ ({row}, {col}) - replacing with stone"), "not a map character")
}

pub fn map_too_large(span: Span, w: usize, h: usize, maxw: i64, maxh: i64) -> Diagnostic {
    error(span, format!("map too large at ({w} x {h}), max is ({maxw} x {maxh})"), "this map")
}

pub fn map_off_level(span: Span, x: i64, y: i64, w: usize, h: usize) -> Diagnostic {
    warning(
        span,
        format!("a {w}x{h} map placed at ({x},{y}) does not fit in the 80x21 level"),
        "the map would run off the level here",
    )
}

pub fn room_chance(span: Span) -> Diagnostic {
    error(span, "only typed rooms can have a chance", "an ordinary room with a chance")
}

pub fn room_pos(span: Span, x: i64, y: i64, why: &str) -> Diagnostic {
    error(span, format!("invalid room position ({x},{y}): {why}"), "in this room")
}

pub fn info_twice(span: Span, first: Span, what: &str) -> Diagnostic {
    Diagnostic::error()
        .with_message(format!("{what} extra info defined twice"))
        .with_labels(vec![span.primary("given again here"), first.secondary("first given here")])
}

pub fn register_overflow(span: Span, index: i64) -> Diagnostic {
    error(span, format!("register index overflow: align[{index}]"), "registers are align[0] to align[2]")
}

pub fn object_door_state(span: Span) -> Diagnostic {
    error(span, "a door state on an object can only be locked or broken", "not locked or broken")
}

pub fn object_coord_contained(span: Span) -> Diagnostic {
    error(span, "object cannot have a coord when contained", "inside a container or inventory")
}

pub fn object_needs_coord(span: Span, after_container: bool) -> Diagnostic {
    let help = if after_container {
        "to put it into the CONTAINER above, move it inside that CONTAINER's { }"
    } else {
        "add a location such as (10,5) or random"
    };
    with_help(error(span, "object needs a coord when not contained", "no location given"), Some(help.into()))
}

pub fn object_on_container(span: Span, container: Span) -> Diagnostic {
    Diagnostic::warning()
        .with_message("this OBJECT lies on the spot of the CONTAINER just above")
        .with_labels(vec![span.primary("same location as the container"), container.secondary("the container")])
        .with_notes(vec![
            "help: to put it into the container, move it inside the container's { } without a location".into(),
        ])
}

pub fn lev_region_range(span: Span, r: LevRegion, which: &str, level: bool, max_x: i64, max_y: i64) -> Diagnostic {
    let (msg, help) = if level {
        (
            format!("region ({},{},{},{}) out of level range ({which})", r.x1, r.y1, r.x2, r.y2),
            "levregion x goes from 1 to 79 and y from 0 to 20".to_string(),
        )
    } else {
        (
            format!("region ({},{},{},{}) out of map range ({which})", r.x1, r.y1, r.x2, r.y2),
            format!("the current map spans x 0..={max_x}, y 0..={max_y}; use levregion(...) for level coordinates"),
        )
    };
    with_help(error(span, msg, format!("{which} is outside")), Some(help))
}

pub fn region_unplaceable(span: Span, from: Span, avoid: Span) -> Diagnostic {
    Diagnostic::warning().with_message("this level region can never be placed").with_labels(vec![
        avoid.primary("the area to avoid covers..."),
        from.secondary("...all of the area to place in"),
        span.secondary("in this statement"),
    ])
}

pub fn room_flags_ignored(span: Span, _flags: i64) -> Diagnostic {
    warning(span, "the flags of a ROOM are ignored", "these flags have no effect").with_notes(vec![
        "NetHack 3.6's lev_comp never reads them (a quirk OxHack reproduces so .lev files stay identical)".into(),
        "help: the flags of SUBROOM and REGION do work".into(),
    ])
}
