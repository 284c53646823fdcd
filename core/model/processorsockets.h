// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/model/build.h"

namespace rigsmith::core {

// What a board's socket field says about the processors it takes. The catalog writes dual-socket boards as
// "2 x LGA 2011-3" and boards with Intel's narrow heatsink mount as "LGA 2011-3 Narrow": the processor
// socket is the same LGA 2011 / 2011-3 in both ILM variants (ServeTheHome, "Narrow ILM v. Square ILM –
// LGA2011 Heatsink Differences": the same Xeon E5 processors, a narrower heatsink retention; one cooler
// ships with both brackets), so only the cooler's mount differs.
struct BoardSockets
{
    int count = 1; // processor sockets on the board
    QString processorSocket; // the socket each processor needs: "LGA 2011-3"
    bool narrowMount = false; // Intel's narrow ILM: coolers need its narrow bracket
};

BoardSockets boardSockets(const QString &boardSocket);

// The processor's socket is the board's (ignoring the count and the cooler mount).
bool socketFits(const QString &cpuSocket, const QString &boardSocket);

// How many of the chosen processor the build holds: a dual-socket board takes two (both sockets filled,
// the way such boards are built); 0 without a processor.
int processorCount(const Build &build);

// The PCIe lanes of all the build's processors for the slots: a dual-socket board's two processors each
// feed their own slots, taken here as the sum (an estimate: which slots each feeds is not modelled).
std::optional<int> processorLanes(const Build &build);

// The hardware threads of all the build's processors (0 without one).
int processorThreads(const Build &build);

// The socket name a cooler must list for this board: "LGA 2011-3 Narrow" for a narrow-ILM board, else the
// processor socket.
QString coolerMountOf(const BoardSockets &sockets);

} // namespace rigsmith::core
