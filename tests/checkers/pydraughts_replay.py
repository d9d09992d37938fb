"""Reads PDN games written by attic with pydraughts, a draughts library of its own, plays
every move on its board (each must be one of its legal moves) and prints the final position
as FEN, one game a line: the test compares them with attic's.

Usage: python3 pydraughts_replay.py GAME.pdn...
"""
import sys

from draughts import Board, Move
from draughts.PDN import PDNReader


def final_fen(path):
    game = PDNReader(filename=path).games[0]
    if game.variant != "english":
        raise SystemExit(f"{path}: GameType read as {game.variant}, not english")
    board = Board(variant="english", fen=game.tags.get("FEN", "startpos"))
    for number, text in enumerate(game.moves):
        try:
            move = Move(board, pdn_move=text)
        except Exception as error:  # pydraughts raises whatever its parser meets
            raise SystemExit(f"{path}: ply {number + 1} {text} is not legal here: {error}")
        if all(m.board_move != move.board_move for m in board.legal_moves()):
            raise SystemExit(f"{path}: ply {number + 1} {text} is not legal here")
        board.push(move)
    return board.fen


for path in sys.argv[1:]:
    print(final_fen(path))
