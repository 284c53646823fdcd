// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/advisor/advisorquery.h"
#include "core/catalog/partcatalog.h"

#include <QHash>
#include <QList>

namespace rigsmith::core::advisor {

// A part the search may use, with its price in the query's currency (0 for an owned part).
struct Candidate
{
    Part part;
    qint64 cents = 0;
    int owned = 0; // how many of it the user owns (GPUs: cards; other parts: 0 or 1)
};

// The parts of each role the search chooses from, each list by price then id: priced (or owned),
// not avoided, within the constraints, and without parts identical in every spec to a cheaper one
// (the rules read specs, so such a part can only make a dearer copy of a build).
struct Candidates
{
    QList<Candidate> gpus;
    QList<Candidate> boards;
    QList<Candidate> cpus;
    QList<Candidate> coolers;
    QList<Candidate> memory;
    QList<Candidate> storage;
    QList<Candidate> cases;
    QList<Candidate> psus;
    LeftOut leftOut;
    int ownedGpus = 0; // cards the user owns (all of one model)
    // With cards owned: cards of the same maker to buy beside them, other variants of the owned model or
    // other models, priced; of each model, memory, cooler and width the cheapest.
    QList<Candidate> companions;
    QString error; // translated: an owned or avoided id the catalog lacks, or owned GPUs of two models

    QList<Candidate> &of(PartKind kind);
    const QList<Candidate> &of(PartKind kind) const;
};

// Whether a case listing `caseForms` is of `size` as a buyer names it (Query::caseSize).
bool caseOfSize(const QList<FormFactor> &caseForms, FormFactor size);

// How many of a memory kit a suggestion may take on a board: no more modules than its slots, at least
// the largest card's memory in all (the guide's RAM size, RULES.md §4 RAM-3, which RAM.SIZE only warns
// of), and a registered kit only where a source says the processor and platform take it (MEMORY.KIND_UNKNOWN
// only advises, but a desktop board does not start with RDIMMs), and modules no larger than the board's
// maximum spread over its slots (MEMORY.MODULE_SIZE only warns). A kit the user owns: as many as owned,
// whatever the rest says (the warnings say it).
QList<int> memoryQuantities(
    const Candidate &kit, const MotherboardSpec &board, double cardMemoryGb, bool registeredConfirmed);

Candidates gatherCandidates(const PartCatalog &catalog, const Query &query);

// The processors a board may take, cheapest first (indices into the candidates): those of its socket a
// source says its chipset runs (pairKnownToWork), and an owned one or all of them on an owned board: the
// advisor suggests only pairs known to work, but does not refuse the user's own processor or board
// (CPU.CHIPSET_UNKNOWN then says what is not known). Kept per socket and chipset.
class BoardProcessors
{
public:
    explicit BoardProcessors(const Candidates &candidates)
        : mC(candidates)
    {
    }
    const QList<int> &of(const MotherboardSpec &board, bool boardOwned);

private:
    const QList<int> &ofSocket(const QString &socket);
    const Candidates &mC;
    QHash<QString, QList<int>> mBySocket;
    QHash<QString, QList<int>> mByChipset;
};

// Every choice of `n` of the board's x16 slots (their positions, in slot order): where a plan's cards may go.
QList<QList<int>> x16Placements(const MotherboardSpec &board, int n);

// Whether a board's openings are confirmed by a source (LayoutConfidence::Positions) or the user
// corrected its layout: what builds of two or more GPUs need by default.
bool layoutVerified(const MotherboardSpec &board);

} // namespace rigsmith::core::advisor
