// A CodeMirror stream mode for NetHack's .des language: comments, strings,
// map characters in quotes, variables, numbers, statement keywords (the
// upper-case words, `ROOM:`), lower-case option words, and the MAP ... ENDMAP
// body, whose characters are the level's terrain.
export const desLanguage = {
  name: "des",
  startState: () => ({ inMap: false }),
  token(stream, state) {
    if (state.inMap) {
      if (stream.sol() && stream.match(/^ENDMAP\b/)) {
        state.inMap = false;
        return "keyword";
      }
      stream.skipToEnd();
      return "atom";
    }
    if (stream.eatSpace()) return null;
    if (stream.match("#")) {
      stream.skipToEnd();
      return "comment";
    }
    if (stream.match(/^"(?:[^"\\]|\\.)*"?/)) return "string";
    if (stream.match(/^'(?:[^'\\]|\\.)'?/)) return "string";
    if (stream.match(/^\$[A-Za-z_][A-Za-z0-9_]*/)) return "variableName";
    if (stream.match(/^-?\d+(%)?/)) return "number";
    if (stream.match(/^MAP\b/)) {
      if (stream.eol()) state.inMap = true;
      return "keyword";
    }
    if (stream.match(/^[A-Z][A-Z_]*:?/)) return "keyword";
    if (stream.match(/^[a-z_][a-z_0-9]*/)) return "typeName";
    if (stream.match(/^[{}()[\],]/)) return "bracket";
    stream.next();
    return "operator";
  },
  languageData: { commentTokens: { line: "#" } },
};
