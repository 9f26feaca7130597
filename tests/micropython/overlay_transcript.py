"""The Lab's overlays (issue 23 point 4), printed: run under CPython and MicroPython
(tests/test_micropython.py); the two transcripts must be identical."""

from puzzles import registry
from puzzles.flip import overlay as flip_overlay
from puzzles.knight import overlay as knight_overlay
from puzzles.peg import overlay as peg_overlay
from puzzles.slide import overlay as slide_overlay
from puzzles.words import say

CASES = (("peg/triangle21", peg_overlay), ("peg/hex12", peg_overlay), ("knight/5x5?start=0", knight_overlay),
         ("slide/six", slide_overlay), ("slide/eight", slide_overlay), ("flip/square", flip_overlay))

for game_id, module in CASES:
    family, position = registry.parse(game_id)
    for name, title in module.names(position):
        for cell in (-1, 3):
            drawn = module.overlay(position, name, cell)
            print(game_id, name, cell, len(drawn["svg"]), drawn["svg"].count("<"), say(drawn["caption"]))
print("END")
