// Generated from supabase/migrations by `npm run gen:db-types` (scripts/gen-db-types.mjs): do not edit.
// The shape `supabase gen types typescript` emits, so supabase-js's generics can read it; rows are what the data
// API answers (timestamps as ISO strings). docs/decisions/0020-generated-database-types.md says why and how.

export type Json = string | number | boolean | null | { [key: string]: Json | undefined } | Json[];

export type Database = {
  public: {
    Tables: {
      analytics_daily: {
        Row: {
          day: string;
          dimension: 'total' | 'engaged' | 'area' | 'page' | 'referrer' | 'campaign' | 'device';
          value: string;
          views: number;
          visitors: number;
        };
        Insert: {
          day: string;
          dimension: 'total' | 'engaged' | 'area' | 'page' | 'referrer' | 'campaign' | 'device';
          value: string;
          views: number;
          visitors: number;
        };
        Update: {
          day?: string;
          dimension?: 'total' | 'engaged' | 'area' | 'page' | 'referrer' | 'campaign' | 'device';
          value?: string;
          views?: number;
          visitors?: number;
        };
        Relationships: [];
      };
      analytics_events: {
        Row: {
          area: 'public' | 'learner';
          day: string;
          device: 'desktop' | 'mobile' | 'tablet';
          id: number;
          occurred_at: string;
          path: string;
          referrer_host: string | null;
          utm_campaign: string | null;
          utm_medium: string | null;
          utm_source: string | null;
          views: number;
          visitor: string;
        };
        Insert: {
          area?: 'public' | 'learner';
          day: string;
          device: 'desktop' | 'mobile' | 'tablet';
          id?: never;
          occurred_at?: string;
          path: string;
          referrer_host?: string | null;
          utm_campaign?: string | null;
          utm_medium?: string | null;
          utm_source?: string | null;
          views?: number;
          visitor: string;
        };
        Update: {
          area?: 'public' | 'learner';
          day?: string;
          device?: 'desktop' | 'mobile' | 'tablet';
          id?: never;
          occurred_at?: string;
          path?: string;
          referrer_host?: string | null;
          utm_campaign?: string | null;
          utm_medium?: string | null;
          utm_source?: string | null;
          views?: number;
          visitor?: string;
        };
        Relationships: [];
      };
      analytics_rolled_days: {
        Row: {
          day: string;
          rolled_at: string;
          through_id: number;
        };
        Insert: {
          day: string;
          rolled_at?: string;
          through_id?: number;
        };
        Update: {
          day?: string;
          rolled_at?: string;
          through_id?: number;
        };
        Relationships: [];
      };
      analytics_salts: {
        Row: {
          day: string;
          salt: string;
        };
        Insert: {
          day: string;
          salt: string;
        };
        Update: {
          day?: string;
          salt?: string;
        };
        Relationships: [];
      };
      analytics_settings: {
        Row: {
          collect: boolean;
          id: boolean;
          retention_days: number;
          updated_at: string;
          updated_by: string | null;
        };
        Insert: {
          collect?: boolean;
          id?: boolean;
          retention_days?: number;
          updated_at?: string;
          updated_by?: string | null;
        };
        Update: {
          collect?: boolean;
          id?: boolean;
          retention_days?: number;
          updated_at?: string;
          updated_by?: string | null;
        };
        Relationships: [];
      };
      blog_posts: {
        Row: {
          author_id: string | null;
          content: string | null;
          cover_image_alt: string | null;
          cover_image_path: string | null;
          created_at: string;
          excerpt: string | null;
          id: string;
          meta_description: string | null;
          meta_title: string | null;
          publish_date: string | null;
          slug: string;
          status: 'draft' | 'scheduled' | 'published';
          title: string;
          updated_at: string;
          version: number;
        };
        Insert: {
          author_id?: string | null;
          content?: string | null;
          cover_image_alt?: string | null;
          cover_image_path?: string | null;
          created_at?: string;
          excerpt?: string | null;
          id?: string;
          meta_description?: string | null;
          meta_title?: string | null;
          publish_date?: string | null;
          slug: string;
          status?: 'draft' | 'scheduled' | 'published';
          title: string;
          updated_at?: string;
          version?: number;
        };
        Update: {
          author_id?: string | null;
          content?: string | null;
          cover_image_alt?: string | null;
          cover_image_path?: string | null;
          created_at?: string;
          excerpt?: string | null;
          id?: string;
          meta_description?: string | null;
          meta_title?: string | null;
          publish_date?: string | null;
          slug?: string;
          status?: 'draft' | 'scheduled' | 'published';
          title?: string;
          updated_at?: string;
          version?: number;
        };
        Relationships: [
          {
            foreignKeyName: 'blog_posts_author_id_fkey';
            columns: ['author_id'];
            isOneToOne: false;
            referencedRelation: 'profiles';
            referencedColumns: ['user_id'];
          },
        ];
      };
      certificates: {
        Row: {
          category_id: string;
          completed_at: string;
          course_name: string;
          id: string;
          issued_at: string;
          recipient_name: string;
          revoked_at: string | null;
          revoked_by: string | null;
          revoked_reason: string | null;
          user_id: string;
          verification_code: string;
        };
        Insert: {
          category_id: string;
          completed_at: string;
          course_name: string;
          id?: string;
          issued_at?: string;
          recipient_name: string;
          revoked_at?: string | null;
          revoked_by?: string | null;
          revoked_reason?: string | null;
          user_id: string;
          verification_code: string;
        };
        Update: {
          category_id?: string;
          completed_at?: string;
          course_name?: string;
          id?: string;
          issued_at?: string;
          recipient_name?: string;
          revoked_at?: string | null;
          revoked_by?: string | null;
          revoked_reason?: string | null;
          user_id?: string;
          verification_code?: string;
        };
        Relationships: [
          {
            foreignKeyName: 'certificates_category_id_fkey';
            columns: ['category_id'];
            isOneToOne: false;
            referencedRelation: 'education_categories';
            referencedColumns: ['id'];
          },
        ];
      };
      contact_requests: {
        Row: {
          assets: string | null;
          company: string | null;
          created_at: string;
          email: string;
          first_name: string;
          id: string;
          landing_path: string | null;
          landing_referrer: string | null;
          last_name: string;
          message: string | null;
          notified_at: string | null;
          phone: string | null;
          service: string | null;
          status: 'new' | 'in_progress' | 'closed';
          updated_at: string;
          user_id: string | null;
          utm_campaign: string | null;
          utm_medium: string | null;
          utm_source: string | null;
        };
        Insert: {
          assets?: string | null;
          company?: string | null;
          created_at?: string;
          email: string;
          first_name: string;
          id?: string;
          landing_path?: string | null;
          landing_referrer?: string | null;
          last_name: string;
          message?: string | null;
          notified_at?: string | null;
          phone?: string | null;
          service?: string | null;
          status?: 'new' | 'in_progress' | 'closed';
          updated_at?: string;
          user_id?: string | null;
          utm_campaign?: string | null;
          utm_medium?: string | null;
          utm_source?: string | null;
        };
        Update: {
          assets?: string | null;
          company?: string | null;
          created_at?: string;
          email?: string;
          first_name?: string;
          id?: string;
          landing_path?: string | null;
          landing_referrer?: string | null;
          last_name?: string;
          message?: string | null;
          notified_at?: string | null;
          phone?: string | null;
          service?: string | null;
          status?: 'new' | 'in_progress' | 'closed';
          updated_at?: string;
          user_id?: string | null;
          utm_campaign?: string | null;
          utm_medium?: string | null;
          utm_source?: string | null;
        };
        Relationships: [];
      };
      editorial_settings: {
        Row: {
          archive_retention_years: number;
          id: boolean;
          time_zone: string;
          updated_at: string;
        };
        Insert: {
          archive_retention_years?: number;
          id?: boolean;
          time_zone?: string;
          updated_at?: string;
        };
        Update: {
          archive_retention_years?: number;
          id?: boolean;
          time_zone?: string;
          updated_at?: string;
        };
        Relationships: [];
      };
      education_categories: {
        Row: {
          archived_at: string | null;
          cover_image_alt: string | null;
          cover_image_path: string | null;
          created_at: string;
          description: string | null;
          id: string;
          name: string;
          published_at: string | null;
          sort_order: number;
          status: 'draft' | 'published';
          updated_at: string;
        };
        Insert: {
          archived_at?: string | null;
          cover_image_alt?: string | null;
          cover_image_path?: string | null;
          created_at?: string;
          description?: string | null;
          id?: string;
          name: string;
          published_at?: string | null;
          sort_order?: number;
          status?: 'draft' | 'published';
          updated_at?: string;
        };
        Update: {
          archived_at?: string | null;
          cover_image_alt?: string | null;
          cover_image_path?: string | null;
          created_at?: string;
          description?: string | null;
          id?: string;
          name?: string;
          published_at?: string | null;
          sort_order?: number;
          status?: 'draft' | 'published';
          updated_at?: string;
        };
        Relationships: [];
      };
      education_modules: {
        Row: {
          category_id: string;
          content_text: string | null;
          content_type: 'slides' | 'video' | 'article' | 'quiz';
          content_url: string | null;
          created_at: string;
          description: string | null;
          duration_minutes: number;
          id: string;
          is_required: boolean;
          pass_threshold: number;
          points: number;
          published_at: string | null;
          sort_order: number;
          status: 'draft' | 'published';
          title: string;
          updated_at: string;
        };
        Insert: {
          category_id: string;
          content_text?: string | null;
          content_type?: 'slides' | 'video' | 'article' | 'quiz';
          content_url?: string | null;
          created_at?: string;
          description?: string | null;
          duration_minutes?: number;
          id?: string;
          is_required?: boolean;
          pass_threshold?: number;
          points?: number;
          published_at?: string | null;
          sort_order?: number;
          status?: 'draft' | 'published';
          title: string;
          updated_at?: string;
        };
        Update: {
          category_id?: string;
          content_text?: string | null;
          content_type?: 'slides' | 'video' | 'article' | 'quiz';
          content_url?: string | null;
          created_at?: string;
          description?: string | null;
          duration_minutes?: number;
          id?: string;
          is_required?: boolean;
          pass_threshold?: number;
          points?: number;
          published_at?: string | null;
          sort_order?: number;
          status?: 'draft' | 'published';
          title?: string;
          updated_at?: string;
        };
        Relationships: [
          {
            foreignKeyName: 'education_modules_category_id_fkey';
            columns: ['category_id'];
            isOneToOne: false;
            referencedRelation: 'education_categories';
            referencedColumns: ['id'];
          },
        ];
      };
      media_assets: {
        Row: {
          alt_text: string;
          caption: string | null;
          created_at: string;
          file_name: string;
          height: number | null;
          id: string;
          mime_type: string;
          object_id: string;
          object_path: string;
          size_bytes: number;
          updated_at: string;
          uploaded_by: string | null;
          width: number | null;
        };
        Insert: {
          alt_text?: string;
          caption?: string | null;
          created_at?: string;
          file_name: string;
          height?: number | null;
          id?: string;
          mime_type?: string;
          object_id: string;
          object_path: string;
          size_bytes?: number;
          updated_at?: string;
          uploaded_by?: string | null;
          width?: number | null;
        };
        Update: {
          alt_text?: string;
          caption?: string | null;
          created_at?: string;
          file_name?: string;
          height?: number | null;
          id?: string;
          mime_type?: string;
          object_id?: string;
          object_path?: string;
          size_bytes?: number;
          updated_at?: string;
          uploaded_by?: string | null;
          width?: number | null;
        };
        Relationships: [
          {
            foreignKeyName: 'media_assets_uploaded_by_fkey';
            columns: ['uploaded_by'];
            isOneToOne: false;
            referencedRelation: 'profiles';
            referencedColumns: ['user_id'];
          },
        ];
      };
      module_slides: {
        Row: {
          content: string | null;
          created_at: string;
          footnotes: string | null;
          id: string;
          media_alt: string | null;
          media_url: string | null;
          module_id: string;
          slide_type: 'content' | 'image' | 'video';
          sort_order: number;
          title: string;
          updated_at: string;
        };
        Insert: {
          content?: string | null;
          created_at?: string;
          footnotes?: string | null;
          id?: string;
          media_alt?: string | null;
          media_url?: string | null;
          module_id: string;
          slide_type?: 'content' | 'image' | 'video';
          sort_order?: number;
          title: string;
          updated_at?: string;
        };
        Update: {
          content?: string | null;
          created_at?: string;
          footnotes?: string | null;
          id?: string;
          media_alt?: string | null;
          media_url?: string | null;
          module_id?: string;
          slide_type?: 'content' | 'image' | 'video';
          sort_order?: number;
          title?: string;
          updated_at?: string;
        };
        Relationships: [
          {
            foreignKeyName: 'module_slides_module_id_fkey';
            columns: ['module_id'];
            isOneToOne: false;
            referencedRelation: 'education_modules';
            referencedColumns: ['id'];
          },
        ];
      };
      not_found_log: {
        Row: {
          first_seen_at: string;
          hits: number;
          id: string;
          last_seen_at: string;
          path: string;
        };
        Insert: {
          first_seen_at?: string;
          hits?: number;
          id?: string;
          last_seen_at?: string;
          path: string;
        };
        Update: {
          first_seen_at?: string;
          hits?: number;
          id?: string;
          last_seen_at?: string;
          path?: string;
        };
        Relationships: [];
      };
      post_autosaves: {
        Row: {
          base_version: number | null;
          fields: Json;
          fields_bytes: number | null;
          id: string;
          post_id: string | null;
          saved_at: string;
          user_id: string;
        };
        Insert: {
          base_version?: number | null;
          fields: Json;
          fields_bytes?: never;
          id?: string;
          post_id?: string | null;
          saved_at?: string;
          user_id?: string;
        };
        Update: {
          base_version?: number | null;
          fields?: Json;
          fields_bytes?: never;
          id?: string;
          post_id?: string | null;
          saved_at?: string;
          user_id?: string;
        };
        Relationships: [
          {
            foreignKeyName: 'post_autosaves_post_id_fkey';
            columns: ['post_id'];
            isOneToOne: false;
            referencedRelation: 'blog_posts';
            referencedColumns: ['id'];
          },
          {
            foreignKeyName: 'post_autosaves_user_id_fkey';
            columns: ['user_id'];
            isOneToOne: false;
            referencedRelation: 'profiles';
            referencedColumns: ['user_id'];
          },
        ];
      };
      post_revisions: {
        Row: {
          archived_post_id: string | null;
          author_id: string | null;
          author_name: string | null;
          content: string | null;
          cover_image_alt: string | null;
          cover_image_path: string | null;
          created_at: string;
          created_by: string | null;
          created_by_name: string | null;
          excerpt: string | null;
          id: string;
          kind: 'created' | 'saved' | 'published' | 'unpublished' | 'scheduled' | 'restored';
          meta_description: string | null;
          meta_title: string | null;
          post_deleted_at: string | null;
          post_id: string | null;
          post_version: number;
          previous_status: string | null;
          publish_date: string | null;
          rendered_html: string | null;
          restored_from: string | null;
          revision_number: number;
          slug: string;
          status: 'draft' | 'scheduled' | 'published';
          title: string;
        };
        Insert: {
          archived_post_id?: string | null;
          author_id?: string | null;
          author_name?: string | null;
          content?: string | null;
          cover_image_alt?: string | null;
          cover_image_path?: string | null;
          created_at?: string;
          created_by?: string | null;
          created_by_name?: string | null;
          excerpt?: string | null;
          id?: string;
          kind: 'created' | 'saved' | 'published' | 'unpublished' | 'scheduled' | 'restored';
          meta_description?: string | null;
          meta_title?: string | null;
          post_deleted_at?: string | null;
          post_id?: string | null;
          post_version: number;
          previous_status?: string | null;
          publish_date?: string | null;
          rendered_html?: string | null;
          restored_from?: string | null;
          revision_number: number;
          slug: string;
          status: 'draft' | 'scheduled' | 'published';
          title: string;
        };
        Update: {
          archived_post_id?: string | null;
          author_id?: string | null;
          author_name?: string | null;
          content?: string | null;
          cover_image_alt?: string | null;
          cover_image_path?: string | null;
          created_at?: string;
          created_by?: string | null;
          created_by_name?: string | null;
          excerpt?: string | null;
          id?: string;
          kind?: 'created' | 'saved' | 'published' | 'unpublished' | 'scheduled' | 'restored';
          meta_description?: string | null;
          meta_title?: string | null;
          post_deleted_at?: string | null;
          post_id?: string | null;
          post_version?: number;
          previous_status?: string | null;
          publish_date?: string | null;
          rendered_html?: string | null;
          restored_from?: string | null;
          revision_number?: number;
          slug?: string;
          status?: 'draft' | 'scheduled' | 'published';
          title?: string;
        };
        Relationships: [
          {
            foreignKeyName: 'post_revisions_post_id_fkey';
            columns: ['post_id'];
            isOneToOne: false;
            referencedRelation: 'blog_posts';
            referencedColumns: ['id'];
          },
        ];
      };
      profiles: {
        Row: {
          avatar_url: string | null;
          bio: string | null;
          created_at: string;
          full_name: string | null;
          role: 'admin' | 'editor' | 'contributor';
          updated_at: string;
          user_id: string;
          username: string | null;
        };
        Insert: {
          avatar_url?: string | null;
          bio?: string | null;
          created_at?: string;
          full_name?: string | null;
          role?: 'admin' | 'editor' | 'contributor';
          updated_at?: string;
          user_id: string;
          username?: string | null;
        };
        Update: {
          avatar_url?: string | null;
          bio?: string | null;
          created_at?: string;
          full_name?: string | null;
          role?: 'admin' | 'editor' | 'contributor';
          updated_at?: string;
          user_id?: string;
          username?: string | null;
        };
        Relationships: [];
      };
      quiz_attempts: {
        Row: {
          answers: Json | null;
          attempt_number: number;
          correct_answers: number | null;
          created_at: string;
          id: string;
          module_id: string;
          passed: boolean;
          score: number;
          scored_at: string | null;
          total_questions: number;
          user_id: string;
        };
        Insert: {
          answers?: Json | null;
          attempt_number?: number;
          correct_answers?: number | null;
          created_at?: string;
          id?: string;
          module_id: string;
          passed?: boolean;
          score?: number;
          scored_at?: string | null;
          total_questions?: number;
          user_id?: string;
        };
        Update: {
          answers?: Json | null;
          attempt_number?: number;
          correct_answers?: number | null;
          created_at?: string;
          id?: string;
          module_id?: string;
          passed?: boolean;
          score?: number;
          scored_at?: string | null;
          total_questions?: number;
          user_id?: string;
        };
        Relationships: [
          {
            foreignKeyName: 'quiz_attempts_module_id_fkey';
            columns: ['module_id'];
            isOneToOne: false;
            referencedRelation: 'education_modules';
            referencedColumns: ['id'];
          },
        ];
      };
      quiz_questions: {
        Row: {
          correct_answer: string;
          created_at: string;
          difficulty_level: 'easy' | 'medium' | 'hard';
          explanation: string | null;
          feedback_correct: string | null;
          feedback_incorrect: string | null;
          id: string;
          module_id: string;
          options: Json | null;
          points: number;
          question_text: string;
          question_type: 'multiple_choice' | 'true_false' | 'short_answer';
          sort_order: number;
          time_limit_seconds: number | null;
          updated_at: string;
        };
        Insert: {
          correct_answer: string;
          created_at?: string;
          difficulty_level?: 'easy' | 'medium' | 'hard';
          explanation?: string | null;
          feedback_correct?: string | null;
          feedback_incorrect?: string | null;
          id?: string;
          module_id: string;
          options?: Json | null;
          points?: number;
          question_text: string;
          question_type?: 'multiple_choice' | 'true_false' | 'short_answer';
          sort_order?: number;
          time_limit_seconds?: number | null;
          updated_at?: string;
        };
        Update: {
          correct_answer?: string;
          created_at?: string;
          difficulty_level?: 'easy' | 'medium' | 'hard';
          explanation?: string | null;
          feedback_correct?: string | null;
          feedback_incorrect?: string | null;
          id?: string;
          module_id?: string;
          options?: Json | null;
          points?: number;
          question_text?: string;
          question_type?: 'multiple_choice' | 'true_false' | 'short_answer';
          sort_order?: number;
          time_limit_seconds?: number | null;
          updated_at?: string;
        };
        Relationships: [
          {
            foreignKeyName: 'quiz_questions_module_id_fkey';
            columns: ['module_id'];
            isOneToOne: false;
            referencedRelation: 'education_modules';
            referencedColumns: ['id'];
          },
        ];
      };
      rate_limit_counters: {
        Row: {
          bucket: string;
          hits: number;
          window_start: string;
        };
        Insert: {
          bucket: string;
          hits?: number;
          window_start: string;
        };
        Update: {
          bucket?: string;
          hits?: number;
          window_start?: string;
        };
        Relationships: [];
      };
      redirects: {
        Row: {
          created_at: string;
          created_by: string | null;
          destination_url: string;
          hit_count: number;
          id: string;
          is_active: boolean;
          last_hit_at: string | null;
          redirect_type: '301' | '302' | '307' | '308';
          source_path: string;
          updated_at: string;
        };
        Insert: {
          created_at?: string;
          created_by?: string | null;
          destination_url: string;
          hit_count?: number;
          id?: string;
          is_active?: boolean;
          last_hit_at?: string | null;
          redirect_type?: '301' | '302' | '307' | '308';
          source_path: string;
          updated_at?: string;
        };
        Update: {
          created_at?: string;
          created_by?: string | null;
          destination_url?: string;
          hit_count?: number;
          id?: string;
          is_active?: boolean;
          last_hit_at?: string | null;
          redirect_type?: '301' | '302' | '307' | '308';
          source_path?: string;
          updated_at?: string;
        };
        Relationships: [];
      };
      security_settings: {
        Row: {
          id: boolean;
          staff_mfa_required: boolean;
          updated_at: string;
          updated_by: string | null;
        };
        Insert: {
          id?: boolean;
          staff_mfa_required?: boolean;
          updated_at?: string;
          updated_by?: string | null;
        };
        Update: {
          id?: boolean;
          staff_mfa_required?: boolean;
          updated_at?: string;
          updated_by?: string | null;
        };
        Relationships: [];
      };
      user_progress: {
        Row: {
          completed_at: string | null;
          created_at: string;
          furthest_slide_index: number | null;
          id: string;
          last_slide_index: number | null;
          module_id: string;
          progress_percentage: number;
          status: 'in_progress' | 'completed';
          updated_at: string;
          user_id: string;
        };
        Insert: {
          completed_at?: string | null;
          created_at?: string;
          furthest_slide_index?: number | null;
          id?: string;
          last_slide_index?: number | null;
          module_id: string;
          progress_percentage?: number;
          status?: 'in_progress' | 'completed';
          updated_at?: string;
          user_id?: string;
        };
        Update: {
          completed_at?: string | null;
          created_at?: string;
          furthest_slide_index?: number | null;
          id?: string;
          last_slide_index?: number | null;
          module_id?: string;
          progress_percentage?: number;
          status?: 'in_progress' | 'completed';
          updated_at?: string;
          user_id?: string;
        };
        Relationships: [
          {
            foreignKeyName: 'user_progress_module_id_fkey';
            columns: ['module_id'];
            isOneToOne: false;
            referencedRelation: 'education_modules';
            referencedColumns: ['id'];
          },
        ];
      };
    };
    Views: {
      [_ in never]: never;
    };
    Functions: {
      account_quota_exceeded: {
        Args: {
          p_bytes: number | null;
          p_needed: number | null;
        };
        Returns: undefined;
      };
      account_stored_bytes: {
        Args: {
          p_user: string | null;
          p_except_post: string | null;
          p_except_autosave: boolean | null;
          p_autosave_post: string | null;
        };
        Returns: number;
      };
      admin_list_users: {
        Args: never;
        Returns: {
          user_id: string | null;
          email: string | null;
          full_name: string | null;
          username: string | null;
          role: string | null;
          created_at: string | null;
          last_sign_in_at: string | null;
          mfa_enabled: boolean | null;
        }[];
      };
      admin_reset_mfa: {
        Args: {
          target_user: string | null;
        };
        Returns: number;
      };
      analytics_apply_retention: {
        Args: never;
        Returns: number;
      };
      analytics_day_rows: {
        Args: {
          p_from: string | null;
          p_to: string | null;
          p_live: boolean | null;
        };
        Returns: {
          day: string | null;
          dimension: string | null;
          value: string | null;
          views: number | null;
          visitors: number | null;
        }[];
      };
      analytics_report: {
        Args: {
          period: string | null;
        };
        Returns: Json;
      };
      analytics_rollup: {
        Args: {
          p_day: string | null;
        };
        Returns: undefined;
      };
      calculate_quiz_score: {
        Args: {
          attempt_uuid: string | null;
          user_answers: Json | null;
        };
        Returns: Json;
      };
      consume_rate_limit: {
        Args: {
          p_bucket: string | null;
          p_max_hits: number | null;
          p_window_seconds: number | null;
        };
        Returns: boolean;
      };
      current_aal: {
        Args: never;
        Returns: string;
      };
      get_quiz_answers: {
        Args: {
          module_uuid: string | null;
          user_quiz_attempt_id: string | null;
        };
        Returns: {
          question_id: string | null;
          correct_answer: string | null;
          explanation: string | null;
        }[];
      };
      get_quiz_questions_admin: {
        Args: {
          module_uuid: string | null;
        };
        Returns: Database['public']['Tables']['quiz_questions']['Row'][];
      };
      get_quiz_questions_for_user: {
        Args: {
          module_uuid: string | null;
        };
        Returns: {
          id: string | null;
          question_text: string | null;
          question_type: string | null;
          options: Json | null;
          points: number | null;
          sort_order: number | null;
          time_limit_seconds: number | null;
        }[];
      };
      has_admin_access: {
        Args: {
          user_uuid: string | null;
        };
        Returns: boolean;
      };
      is_admin: {
        Args: {
          user_uuid: string | null;
        };
        Returns: boolean;
      };
      issue_certificate: {
        Args: {
          category_uuid: string | null;
        };
        Returns: Database['public']['Tables']['certificates']['Row'];
      };
      issue_certificate_unrevoked: {
        Args: {
          category_uuid: string | null;
        };
        Returns: Database['public']['Tables']['certificates']['Row'];
      };
      list_my_sessions: {
        Args: never;
        Returns: {
          id: string | null;
          created_at: string | null;
          last_used_at: string | null;
          ip: string | null;
          user_agent: string | null;
          aal: string | null;
          is_current: boolean | null;
        }[];
      };
      log_not_found: {
        Args: {
          path: string | null;
        };
        Returns: boolean;
      };
      media_usage: {
        Args: {
          p_paths?: string[] | null;
        };
        Returns: {
          object_path: string | null;
          kind: string | null;
          item_id: string | null;
          title: string | null;
          parent_id: string | null;
        }[];
      };
      module_open_to_caller: {
        Args: {
          module_uuid: string | null;
        };
        Returns: boolean;
      };
      module_requirement_met: {
        Args: {
          user_uuid: string | null;
          module_uuid: string | null;
          furthest_slide: number | null;
        };
        Returns: boolean;
      };
      post_text_bytes: {
        Args: {
          p_title: string | null;
          p_slug: string | null;
          p_excerpt: string | null;
          p_content: string | null;
          p_meta_title: string | null;
          p_meta_description: string | null;
          p_cover_image_path: string | null;
          p_cover_image_alt: string | null;
        };
        Returns: number;
      };
      purge_post_archive: {
        Args: never;
        Returns: number;
      };
      quiz_options_are_valid: {
        Args: {
          options: Json | null;
          correct_answer: string | null;
        };
        Returns: boolean;
      };
      reinstate_certificate: {
        Args: {
          certificate_id: string | null;
        };
        Returns: Database['public']['Tables']['certificates']['Row'];
      };
      request_ip: {
        Args: never;
        Returns: string;
      };
      restore_post_revision: {
        Args: {
          revision_id: string | null;
          expected_version: number | null;
        };
        Returns: Database['public']['Tables']['blog_posts']['Row'];
      };
      revision_person_name: {
        Args: {
          p_user: string | null;
        };
        Returns: string;
      };
      revoke_certificate: {
        Args: {
          certificate_id: string | null;
          reason: string | null;
        };
        Returns: Database['public']['Tables']['certificates']['Row'];
      };
      revoke_my_session: {
        Args: {
          session_id: string | null;
        };
        Returns: boolean;
      };
      set_user_role: {
        Args: {
          user_uuid: string | null;
          new_role: string | null;
        };
        Returns: undefined;
      };
      staff_assurance_ok: {
        Args: {
          user_uuid: string | null;
        };
        Returns: boolean;
      };
      staff_needs_second_factor: {
        Args: never;
        Returns: boolean;
      };
      submit_contact_request: {
        Args: {
          first_name: string | null;
          last_name: string | null;
          email: string | null;
          phone?: string | null;
          company?: string | null;
          service?: string | null;
          assets?: string | null;
          message?: string | null;
          website?: string | null;
          landing_path?: string | null;
          landing_referrer?: string | null;
          utm_source?: string | null;
          utm_medium?: string | null;
          utm_campaign?: string | null;
        };
        Returns: Json;
      };
      verify_certificate: {
        Args: {
          code: string | null;
        };
        Returns: {
          verification_code: string | null;
          recipient_name: string | null;
          course_name: string | null;
          completed_at: string | null;
          issued_at: string | null;
          revoked_at: string | null;
        }[];
      };
    };
    Enums: {
      [_ in never]: never;
    };
    CompositeTypes: {
      [_ in never]: never;
    };
  };
};

type PublicSchema = Database['public'];
type Relations = PublicSchema['Tables'] & PublicSchema['Views'];

/** A table's (or view's) row as the data API answers it: `Tables<'blog_posts'>`. */
export type Tables<Name extends keyof Relations> = Relations[Name] extends { Row: infer Row } ? Row : never;
/** What an insert may send: `TablesInsert<'blog_posts'>`. */
export type TablesInsert<Name extends keyof PublicSchema['Tables']> = PublicSchema['Tables'][Name]['Insert'];
/** What an update may send: `TablesUpdate<'blog_posts'>`. */
export type TablesUpdate<Name extends keyof PublicSchema['Tables']> = PublicSchema['Tables'][Name]['Update'];
/** A public enum's values. */
export type Enums<Name extends keyof PublicSchema['Enums']> = PublicSchema['Enums'][Name];
/** What a remote function (`supabase.rpc(name)`) answers: `FunctionReturns<'admin_list_users'>`. */
export type FunctionReturns<Name extends keyof PublicSchema['Functions']> =
  PublicSchema['Functions'][Name]['Returns'];

/** The values each check-constrained text column allows (`col in (...)`), in the order the migration lists them. */
export const ColumnValues = {
  analytics_daily: {
    dimension: ['total', 'engaged', 'area', 'page', 'referrer', 'campaign', 'device'],
  },
  analytics_events: {
    area: ['public', 'learner'],
    device: ['desktop', 'mobile', 'tablet'],
  },
  blog_posts: {
    status: ['draft', 'scheduled', 'published'],
  },
  contact_requests: {
    status: ['new', 'in_progress', 'closed'],
  },
  education_categories: {
    status: ['draft', 'published'],
  },
  education_modules: {
    content_type: ['slides', 'video', 'article', 'quiz'],
    status: ['draft', 'published'],
  },
  module_slides: {
    slide_type: ['content', 'image', 'video'],
  },
  post_revisions: {
    kind: ['created', 'saved', 'published', 'unpublished', 'scheduled', 'restored'],
    status: ['draft', 'scheduled', 'published'],
  },
  profiles: {
    role: ['admin', 'editor', 'contributor'],
  },
  quiz_questions: {
    difficulty_level: ['easy', 'medium', 'hard'],
    question_type: ['multiple_choice', 'true_false', 'short_answer'],
  },
  redirects: {
    redirect_type: ['301', '302', '307', '308'],
  },
  user_progress: {
    status: ['in_progress', 'completed'],
  },
} as const;
