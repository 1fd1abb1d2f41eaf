import { useEffect, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Progress } from '@/components/ui/progress';
import { notify, notifyError } from '@/components/ui/toaster';
import type { LearnerModule } from '../api/get-module';
import type { LearnerQuestion } from '../api/get-quiz-questions';
import { useSaveProgress } from '../api/save-progress';
import { playerPercent, resumeIndex, type ProgressRow } from '../lib/progress';
import { ModuleCompletedCard } from './module-completed-card';
import { QuizPlayer } from './quiz-player';
import { SlideCard } from './slide-card';
import { SlideNavigation } from './slide-navigation';

type View = 'slides' | 'quiz' | 'completed';

interface ModulePlayerProps {
  module: LearnerModule;
  questions: LearnerQuestion[];
  row: ProgressRow | undefined;
  /** The next module of the course by order, or null on the course's last module. */
  nextModuleHref: string | null;
  courseHref: string;
}

/**
 * The module viewer's state (SPEC §4): slides → (quiz) → completed. Every slide change records
 * in_progress with the slide reached (the resume point); completion is decided by the database — the
 * last slide reached for a module without a quiz, a passed server-scored attempt for one with a quiz.
 */
export function ModulePlayer({ module, questions, row, nextModuleHref, courseHref }: ModulePlayerProps) {
  const slides = module.module_slides;
  const hasQuiz = questions.length > 0;
  const [completed, setCompleted] = useState(row?.status === 'completed');
  const [view, setView] = useState<View>(() =>
    row?.status === 'completed' ? 'completed' : slides.length === 0 && hasQuiz ? 'quiz' : 'slides',
  );
  const [index, setIndex] = useState(() => resumeIndex(row, slides.length));
  // Only the completion write holds the button; a slide-change write in flight must not (keyboard users
  // would press a disabled 'Take Quiz').
  const [finishing, setFinishing] = useState(false);
  const save = useSaveProgress();
  const percent = completed ? 100 : playerPercent(view, index, slides.length, hasQuiz);
  const slideIndex = slides.length > 0 ? index : null;

  // Opening the player records in_progress at the resume point (once; a completed row stays completed).
  const opened = useRef(false);
  useEffect(() => {
    if (opened.current || completed) return;
    opened.current = true;
    save.mutate({
      moduleId: module.id,
      status: 'in_progress',
      progressPercentage: percent,
      lastSlideIndex: slideIndex,
    });
  }, [completed, module.id, percent, save, slideIndex]);

  const move = (to: number) => {
    setIndex(to);
    save.mutate({
      moduleId: module.id,
      status: 'in_progress',
      progressPercentage: completed ? 100 : playerPercent('slides', to, slides.length, hasQuiz),
      lastSlideIndex: to,
    });
  };

  const finish = () => {
    if (hasQuiz) {
      setView('quiz');
      if (!completed) {
        save.mutate({
          moduleId: module.id,
          status: 'in_progress',
          progressPercentage: 90,
          lastSlideIndex: slideIndex,
        });
      }
      return;
    }
    setFinishing(true);
    save.mutate(
      { moduleId: module.id, status: 'completed', progressPercentage: 100, lastSlideIndex: slideIndex },
      {
        onSettled: () => setFinishing(false),
        onSuccess: () => {
          if (!completed) notify('Module Completed!', `You earned ${module.points} points!`);
          setCompleted(true);
          setView('completed');
        },
        // The database refused (e.g. the slides changed meanwhile): say so, the learner stays on the slide.
        onError: (error) => notifyError('Could not complete the module', error.message),
      },
    );
  };

  const slide = slides[index];
  return (
    <div className="space-y-6">
      <div className="space-y-1">
        <p className="flex justify-between text-sm font-medium">
          <span>Progress</span>
          <span>{percent}%</span>
        </p>
        <Progress value={percent} aria-label="Module progress" />
      </div>

      {completed && view !== 'slides' && (
        <ModuleCompletedCard
          points={module.points}
          nextModuleHref={nextModuleHref}
          courseHref={courseHref}
          onReviewSlides={slides.length > 0 ? () => setView('slides') : undefined}
        />
      )}

      {view === 'slides' && slide && (
        <>
          <SlideCard slide={slide} position={index + 1} total={slides.length} />
          <SlideNavigation
            index={index}
            total={slides.length}
            hasQuiz={hasQuiz}
            busy={finishing}
            onMove={move}
            onFinish={finish}
          />
        </>
      )}
      {view === 'slides' && !slide && !hasQuiz && (
        // A module without slides or questions: nothing to see, and the database lets it be completed.
        <div className="space-y-4 text-center">
          <p className="text-muted-foreground">This module has no slides.</p>
          <Button disabled={finishing} onClick={finish}>
            Complete Module
          </Button>
        </div>
      )}

      {view === 'quiz' && (
        <QuizPlayer
          moduleId={module.id}
          questions={questions}
          // The quiz's own 'Quiz Passed!' notice already says the module is completed: no second toast.
          onPassed={() => setCompleted(true)}
          onReviewSlides={() => {
            setIndex(0);
            setView('slides');
          }}
        />
      )}
    </div>
  );
}
