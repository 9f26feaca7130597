"""Long links on the page's interpreter (issue 25): a 100,000-character link is refused at
once with a message, and links up to the limit decode in linear time (no MemoryError)."""

from puzzles.gameid import MAX_FRAGMENT, GameIdError, decode_fragment
from puzzles.session import Session
from puzzles.words import say

session = Session()
for length in (100000, MAX_FRAGMENT + 1):
    session.open_link("#peg/english33?empty=" + "a" * length)
    print(length, session.game_id(), say(session.message))

# Just under the limit: decoded (piece by piece, with escapes), then refused by the id check.
text = "%41" * (MAX_FRAGMENT // 3 - 10)
print(len(decode_fragment(text)))
session.open_link("#" + "peg/english33?a=" + "b&c=" * 5000)
print(session.game_id(), say(session.message)[:60])
try:
    decode_fragment("x" * (MAX_FRAGMENT + 1))
except GameIdError as error:
    print("refused", str(error))
print("END")
