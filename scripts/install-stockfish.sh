#!/bin/sh
# Installs Stockfish (Debian package) for the engine's calibration matches
# (`castalia-bot match level:8 'uci:/usr/games/stockfish;UCI_LimitStrength=true;UCI_Elo=2000'
# --variant standard`). Not needed by the tests.
set -eu
if command -v stockfish >/dev/null 2>&1 || [ -x /usr/games/stockfish ]; then
    echo "stockfish is already installed"
    exit 0
fi
SUDO=""
if [ "$(id -u)" -ne 0 ]; then SUDO="sudo"; fi
$SUDO apt-get update
$SUDO apt-get install -y stockfish
