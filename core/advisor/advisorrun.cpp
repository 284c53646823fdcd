// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/advisor/advisorrun.h"

#include "core/advisor/advisor.h"
#include "core/catalog/partcatalog.h"

#include <QMetaObject>
#include <QPointer>
#include <QThread>

namespace rigsmith::core::advisor {

AdvisorRun::AdvisorRun(QObject *parent)
    : QObject(parent)
{
    qRegisterMetaType<Result>();
}

AdvisorRun::~AdvisorRun()
{
    cancel();
    if (mThread) {
        mThread->wait();
        delete mThread;
    }
}

bool AdvisorRun::isRunning() const
{
    return mThread && mThread->isRunning();
}

void AdvisorRun::cancel()
{
    if (mCancelled)
        mCancelled->store(true);
}

void AdvisorRun::start(QList<Part> parts, const Query &query)
{
    cancel();
    if (mThread) {
        mThread->wait();
        delete mThread;
        mThread = nullptr;
    }
    mPercent = 0;
    auto cancelled = std::make_shared<std::atomic_bool>(false);
    mCancelled = cancelled;
    QPointer<AdvisorRun> self(this);
    mThread = QThread::create([self, cancelled, parts = std::move(parts), query]() mutable {
        const InMemoryCatalog catalog(std::move(parts));
        int last = -1;
        const Result result = suggest(catalog, query, [&](int percent) {
            if (percent != last && self) {
                last = percent;
                // Queued to the object's thread; skipped once the run was cancelled.
                QMetaObject::invokeMethod(
                    self.data(),
                    [self, cancelled, percent]() {
                        if (self && !cancelled->load()) {
                            self->mPercent = percent;
                            Q_EMIT self->progress(percent);
                        }
                    },
                    Qt::QueuedConnection);
            }
            return !cancelled->load();
        });
        if (self) {
            QMetaObject::invokeMethod(
                self.data(),
                [self, cancelled, result]() {
                    if (self)
                        Q_EMIT self->finished(result);
                },
                Qt::QueuedConnection);
        }
    });
    mThread->start();
}

} // namespace rigsmith::core::advisor
