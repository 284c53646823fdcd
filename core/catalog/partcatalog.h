// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/catalog/partfilter.h"

#include <QFuture>
#include <QHash>
#include <QList>

#include <functional>
#include <optional>

namespace rigsmith::core {

// What the browser asks for: one kind, optional words that must each begin a word of the
// part's maker or name (case-insensitive), filters, an order and a limit.
struct PartQuery
{
    PartKind kind = PartKind::Gpu;
    QString text;
    PartFilter filter;
    PartSort sort;
    int limit = -1; // -1 = all
};

// What a search looks for: the words of `text` (letters and digits), case folded, each once, from
// the first kMaxSearchLength characters and at most kMaxSearchWords of them. No part name has more
// words, and the bound keeps every keystroke's search short whatever is pasted into the field.
inline constexpr int kMaxSearchLength = 200;
inline constexpr int kMaxSearchWords = 8;
QStringList searchWords(const QString &text);

// The words of a part's maker and name as a search compares them: letters and digits, case folded.
QStringList partWords(const Part &part);

// One query's test, for a whole list of parts: the typed words are read once, and a caller that
// keeps each part's partWords() (the browser's table does) skips reading the part's name again.
class PartMatcher
{
public:
    explicit PartMatcher(PartQuery query);
    bool operator()(const Part &part) const;
    // `words` must be partWords(part).
    bool operator()(const Part &part, const QStringList &words) const;
    // Kind and filters only: for parts an index already matched to the words.
    bool passesFilters(const Part &part) const;
    const QStringList &typed() const { return mTyped; }

private:
    PartQuery mQuery;
    QStringList mTyped;
};

// A list of parts made ready for searching: each part's words and the list's order by name, read
// once, so a keystroke's search is one pass over the parts (no regular expression, no sort, when
// the order is by name). `parts` must be the list the index was made from.
class PartSearchIndex
{
public:
    PartSearchIndex() = default;
    explicit PartSearchIndex(const QList<Part> &parts);
    QList<Part> search(const QList<Part> &parts, const PartQuery &query) const;

private:
    QList<QStringList> mWords;
    QList<qsizetype> mByName; // case-insensitive, like sortParts()
};

// True when `part` satisfies `query`'s kind, words and filters (the reference semantics every
// catalog implements); finishQuery() then orders and limits the matches.
bool matches(const Part &part, const PartQuery &query);
QList<Part> finishQuery(QList<Part> matched, const PartQuery &query);

struct CatalogInfo
{
    QString name; // "Rigsmith bundled catalog"
    QString version; // build date or content hash of the catalog
    QDate dataDate; // newest snapshot date of the data it was built from
};

// Where parts come from. The bundled SQLite catalog implements it in db/; tests use
// InMemoryCatalog. Implementations return value types and never expose storage details.
class PartCatalog
{
public:
    virtual ~PartCatalog() = default;

    virtual CatalogInfo info() const = 0;
    virtual std::optional<Part> part(const PartId &id) const = 0;
    virtual QList<Part> parts(PartKind kind) const = 0;
    virtual QList<Part> search(const PartQuery &query) const = 0;
    virtual int count(PartKind kind) const = 0;
    // Finishes once parts(kind), part() of that kind and search() for it answer without waiting:
    // a catalog read on another thread is shown before it has arrived. Ready at once by default.
    virtual QFuture<void> whenReady(PartKind kind) const;
    // The id a part has now when `id` was merged into another entry of the same product (part()
    // of either id gives that entry); `id` itself otherwise. Answers without reading any parts.
    virtual PartId currentId(const PartId &id) const { return id; }
};

// Calls `then` in `context`'s thread once the parts of `kind` have arrived: at once when they have,
// from the event loop otherwise; never after `context` is gone. Any number of callers may wait for
// the same kind (a QFuture takes one continuation, so QFuture::then cannot serve them all).
void onReady(const PartCatalog &catalog, PartKind kind, QObject *context, std::function<void()> then);

// A catalog held in memory: for tests, and for a session with no catalog file.
class InMemoryCatalog final : public PartCatalog
{
public:
    InMemoryCatalog() = default;
    explicit InMemoryCatalog(QList<Part> parts, CatalogInfo info = {});

    // Adds or replaces the part with the same id.
    void insert(const Part &part);

    CatalogInfo info() const override { return mInfo; }
    std::optional<Part> part(const PartId &id) const override;
    QList<Part> parts(PartKind kind) const override;
    QList<Part> search(const PartQuery &query) const override;
    int count(PartKind kind) const override;

private:
    QList<Part> mParts;
    // Where each id is in mParts: a user's 100,000 custom parts are looked up, not walked.
    QHash<QString, qsizetype> mIndex;
    QHash<PartKind, int> mCounts;
    CatalogInfo mInfo;
};

} // namespace rigsmith::core
