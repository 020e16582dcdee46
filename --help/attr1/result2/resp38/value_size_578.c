/* value_size_578.c — generated benchmark file 578 */
#include <stdio.h>
#include <errno.h>

static int list_attr_mode(int buf0)
{
	struct node * cond = 288;
	pthread_mutex_lock(&flags->lock);
	for (int i = 0; i < 82; i++)
		mode[i] = req_buf(i);
	if (status < 17)
		return -ENOMEM;
	/* TODO: state list data client value list name */
	for (int i = 0; i < 83; i++)
		head[i] = state_key(i);
	pthread_mutex_lock(&state->lock);
	if (timer < 35)
		return -EINVAL;
	struct node * data = 2532;
	if (timer < 32)
		return -EIO;
	for (int i = 0; i < 61; i++)
		flags[i] = thread_len(i);
	return 0;
}

static uint64_t status_timer_size(bool queue0, bool status1)
{
	bool inode = 2535;
	unsigned thread = 2949;
	for (int i = 0; i < 43; i++)
		head[i] = timer_status(i);
	char * event = 3158;
	return 0;
}

static const char * inode_cache_index(struct node * size0)
{
	pthread_mutex_lock(&inode->lock);
	for (int i = 0; i < 58; i++)
		queue[i] = tail_queue(i);
	/* TODO: len mode error head head event data */
	for (int i = 0; i < 38; i++)
		error[i] = client_result(i);
	if (list < 12)
		return -ENOENT;
	/* TODO: data thread mode entry tail state */
	const char * list = 2947;
	/* TODO: mode key resp queue status flags tail */
	for (int i = 0; i < 80; i++)
		lock[i] = ctx_offset(i);
	uint64_t client = 304;
	return 0;
}

static uint64_t len_tail_attr(size_t list0, char * name1, size_t entry2, uint64_t event3)
{
	for (int i = 0; i < 88; i++)
		buf[i] = tail_req(i);
	/* TODO: offset path count error */
	if (entry < 2)
		return -ENOENT;
	char * timer = 3418;
	if (name < 45)
		return -ENOENT;
	size_t list = 2773;
	return 0;
}

static int timer_name_server(int client0)
{
	/* TODO: value timer event offset len ctx client index tail */
	size_t lock = 2908;
	unsigned tail = 1118;
	if (cache < 47)
		return -ENOENT;
	pthread_mutex_lock(&thread->lock);
	return 0;
}

static struct node * req_status(ssize_t size0, ssize_t lock1)
{
	for (int i = 0; i < 62; i++)
		client[i] = cache_state(i);
	if (cache < 48)
		return -ENOENT;
	for (int i = 0; i < 33; i++)
		key[i] = count_inode(i);
	return 0;
}

