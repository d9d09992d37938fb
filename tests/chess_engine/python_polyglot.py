"""python-chess's own Polyglot reader reads a book: for every position along every game of a
PGN file, print the FEN and the book's moves with their weights, in file order.
Usage: python_polyglot.py BOOK.bin GAMES.pgn"""

import sys

import chess
import chess.pgn
import chess.polyglot

book_path, pgn_path = sys.argv[1], sys.argv[2]
seen = set()
with chess.polyglot.open_reader(book_path) as reader, open(pgn_path) as pgn:
    while True:
        game = chess.pgn.read_game(pgn)
        if game is None:
            break
        board = game.board()
        for move in list(game.mainline_moves()) + [None]:
            fen = board.fen()
            if fen not in seen:
                seen.add(fen)
                moves = " ".join(f"{e.move.uci()}:{e.weight}" for e in reader.find_all(board))
                print(f"{fen}|{moves}")
            if move is None:
                break
            board.push(move)
