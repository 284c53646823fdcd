// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/advisor/advisorquery.h"
#include "core/model/parts.h"

#include <QObject>

#include <atomic>
#include <memory>

class QThread;

namespace rigsmith::core::advisor {

// One advisor search with a life, for a window: started with the catalog's parts (a copy the search
// owns, so the catalog is never read off its thread), it runs on a thread of its own, reports its
// progress and can be cancelled; finished() comes on the thread that started it. Destroying a running
// search cancels it and waits for it.
class AdvisorRun : public QObject
{
    Q_OBJECT
public:
    explicit AdvisorRun(QObject *parent = nullptr);
    ~AdvisorRun() override;

    void start(QList<Part> parts, const Query &query);
    void cancel();
    bool isRunning() const;
    int progressPercent() const { return mPercent.load(); }

Q_SIGNALS:
    void progress(int percent);
    void finished(const rigsmith::core::advisor::Result &result);

private:
    QThread *mThread = nullptr;
    std::shared_ptr<std::atomic_bool> mCancelled;
    std::atomic_int mPercent {0};
};

} // namespace rigsmith::core::advisor

Q_DECLARE_METATYPE(rigsmith::core::advisor::Result)
