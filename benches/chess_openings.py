"""What the two Stockfish matches (chess_gauntlet.py, chess_strength.py) share: the opening
lines they start from, the two engines started over UCI, and the Elo difference a score
means."""

import math
import os

import chess.engine
import chess.pgn

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


def openings(plies):
    """(ECO code, name, first `plies` moves) of each game of programs/chess/openings.pgn."""
    lines = []
    with open(os.path.join(ROOT, "programs/chess/openings.pgn")) as f:
        while True:
            game = chess.pgn.read_game(f)
            if game is None:
                return lines
            name = game.headers.get("Opening", game.headers.get("Event", "?"))
            lines.append((game.headers.get("ECO", "?"), name, list(game.mainline_moves())[:plies]))


def elo_of(score):
    """The Elo difference that scores `score` under the logistic model."""
    score = min(max(score, 1e-4), 1 - 1e-4)
    return -400 * math.log10(1 / score - 1) + 0.0  # + 0.0: no "-0"


def engines(attic_binary, stockfish_path, elo, attic_hash):
    """attic's UCI engine (`attic chess uci`, `attic_hash` MB) and Stockfish held to `elo`
    (UCI_LimitStrength, one thread), both started."""
    attic = chess.engine.SimpleEngine.popen_uci([attic_binary, "chess", "uci"])
    attic.configure({"Hash": attic_hash})
    stockfish = chess.engine.SimpleEngine.popen_uci(stockfish_path)
    stockfish.configure({"UCI_LimitStrength": True, "UCI_Elo": elo, "Threads": 1, "Hash": 16})
    return attic, stockfish
