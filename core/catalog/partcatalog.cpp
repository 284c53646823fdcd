// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/catalog/partcatalog.h"

#include <QFutureWatcher>
#include <QRegularExpression>

#include <algorithm>
#include <numeric>

namespace rigsmith::core {

QFuture<void> PartCatalog::whenReady(PartKind) const
{
    return QtFuture::makeReadyFuture();
}

void onReady(const PartCatalog &catalog, PartKind kind, QObject *context, std::function<void()> then)
{
    const QFuture<void> ready = catalog.whenReady(kind);
    if (ready.isFinished()) {
        then();
        return;
    }
    auto *watcher = new QFutureWatcher<void>(context);
    QObject::connect(watcher, &QFutureWatcherBase::finished, context, [watcher, then = std::move(then)] {
        watcher->deleteLater();
        then();
    });
    watcher->setFuture(ready);
}

namespace {

const QRegularExpression &wordPattern()
{
    static const QRegularExpression pattern(QStringLiteral(R"([\p{L}\p{N}]+)"));
    return pattern;
}

} // namespace

QStringList searchWords(const QString &text)
{
    QStringList words;
    for (auto it = wordPattern().globalMatch(QStringView(text).left(kMaxSearchLength));
         it.hasNext() && words.size() < kMaxSearchWords;) {
        const QString word = it.next().captured(0).toCaseFolded();
        if (!words.contains(word))
            words.append(word);
    }
    return words;
}

QStringList partWords(const Part &part)
{
    QStringList words;
    for (const QString &text : {part.info.manufacturer, part.info.name}) {
        for (auto it = wordPattern().globalMatch(text); it.hasNext();)
            words.append(it.next().captured(0).toCaseFolded());
    }
    return words;
}

PartMatcher::PartMatcher(PartQuery query)
    : mQuery(std::move(query))
    , mTyped(searchWords(mQuery.text))
{
}

bool PartMatcher::passesFilters(const Part &part) const
{
    return part.kind() == mQuery.kind && passes(part, mQuery.filter);
}

bool PartMatcher::operator()(const Part &part) const
{
    return (*this)(part, mTyped.isEmpty() ? QStringList() : partWords(part));
}

bool PartMatcher::operator()(const Part &part, const QStringList &words) const
{
    // Every word the user typed must begin a word of the maker or name ("rtx 40" finds
    // "RTX 4090"), the same rule as the catalog's full-text index. Both sides are case folded.
    for (const QString &word : mTyped) {
        if (std::none_of(
                words.cbegin(), words.cend(), [&word](const QString &w) { return w.startsWith(word); }))
            return false;
    }
    return passesFilters(part);
}

bool matches(const Part &part, const PartQuery &query)
{
    return PartMatcher(query)(part);
}

PartSearchIndex::PartSearchIndex(const QList<Part> &parts)
{
    mWords.reserve(parts.size());
    for (const Part &p : parts)
        mWords.append(partWords(p));
    mByName.resize(parts.size());
    std::iota(mByName.begin(), mByName.end(), qsizetype(0));
    std::stable_sort(mByName.begin(), mByName.end(), [&parts](qsizetype a, qsizetype b) {
        return parts[a].info.name.compare(parts[b].info.name, Qt::CaseInsensitive) < 0;
    });
}

QList<Part> PartSearchIndex::search(const QList<Part> &parts, const PartQuery &query) const
{
    const PartMatcher matcher(query);
    const bool byName = query.sort.key == SortKey::Name;
    const qsizetype n = std::min(parts.size(), mWords.size());
    QList<Part> out;
    for (qsizetype k = 0; k < n; ++k) {
        // In name order (backwards for descending): the matches need no sort. Ties keep the order
        // by name ascending, as the stable sort would.
        const qsizetype i = byName ? mByName[query.sort.descending ? n - 1 - k : k] : k;
        if (matcher(parts[i], mWords[i])) {
            out.append(parts[i]);
            if (byName && !query.sort.descending && query.limit >= 0 && out.size() >= query.limit)
                break;
        }
    }
    if (byName) {
        if (query.sort.descending) {
            // Equal names back in ascending order of the list, like a stable sort descending.
            for (auto first = out.begin(); first != out.end();) {
                auto last = std::find_if(first, out.end(), [&first](const Part &p) {
                    return p.info.name.compare(first->info.name, Qt::CaseInsensitive) != 0;
                });
                std::reverse(first, last);
                first = last;
            }
            if (query.limit >= 0 && out.size() > query.limit)
                out.resize(query.limit);
        }
        return out;
    }
    return finishQuery(std::move(out), query);
}

QList<Part> finishQuery(QList<Part> matched, const PartQuery &query)
{
    sortParts(matched, query.sort);
    if (query.limit >= 0 && matched.size() > query.limit)
        matched.resize(query.limit);
    return matched;
}

InMemoryCatalog::InMemoryCatalog(QList<Part> parts, CatalogInfo info)
    : mInfo(std::move(info))
{
    for (const Part &p : parts)
        insert(p);
}

void InMemoryCatalog::insert(const Part &part)
{
    const auto at = mIndex.constFind(part.info.id.key());
    if (at != mIndex.cend()) {
        Part &held = mParts[*at];
        --mCounts[held.kind()];
        ++mCounts[part.kind()];
        held = part;
        return;
    }
    mIndex.insert(part.info.id.key(), mParts.size());
    ++mCounts[part.kind()];
    mParts.append(part);
}

std::optional<Part> InMemoryCatalog::part(const PartId &id) const
{
    const auto at = mIndex.constFind(id.key());
    return at == mIndex.cend() ? std::nullopt : std::optional<Part>(mParts.at(*at));
}

QList<Part> InMemoryCatalog::parts(PartKind kind) const
{
    QList<Part> out;
    for (const Part &p : mParts) {
        if (p.kind() == kind)
            out.append(p);
    }
    return out;
}

QList<Part> InMemoryCatalog::search(const PartQuery &query) const
{
    QList<Part> out;
    const PartMatcher matcher(query);
    for (const Part &p : mParts) {
        if (matcher(p))
            out.append(p);
    }
    return finishQuery(std::move(out), query);
}

int InMemoryCatalog::count(PartKind kind) const
{
    return mCounts.value(kind);
}

} // namespace rigsmith::core
