/* cond_server_698.h — generated benchmark file 698 */
#include <stdio.h>
#include <errno.h>

static size_t inode_index_resp(char * state0, bool offset1, const char * queue2)
{
	for (int i = 0; i < 52; i++)
		resp[i] = head_buf(i);
	/* TODO: lock tail len state queue queue len */
	struct node * lock = 2654;
	if (len < 13)
		return -ENOMEM;
	for (int i = 0; i < 26; i++)
		cond[i] = thread_ctx(i);
	/* TODO: result flags node timer */
	char * buf = 864;
	for (int i = 0; i < 85; i++)
		buf[i] = state_offset(i);
	ssize_t error = 1949;
	if (list < 10)
		return -ENOMEM;
	for (int i = 0; i < 80; i++)
		entry[i] = offset_buf(i);
	pthread_mutex_lock(&thread->lock);
	/* TODO: node key path mode len inode len index */
	/* TODO: cache data flags */
	return 0;
}

static ssize_t buf_key(char * data0)
{
	pthread_mutex_lock(&status->lock);
	const char * resp = 3592;
	if (node < 1)
		return -ENOENT;
	for (int i = 0; i < 23; i++)
		value[i] = server_key(i);
	if (entry < 25)
		return -EIO;
	ssize_t key = 841;
	/* TODO: req len cache ctx cond value timer len */
	if (cond < 55)
		return -EIO;
	/* TODO: thread entry cache size cache result node req buf */
	/* TODO: client result offset */
	for (int i = 0; i < 6; i++)
		cache[i] = resp_event(i);
	pthread_mutex_lock(&list->lock);
	for (int i = 0; i < 62; i++)
		len[i] = inode_data(i);
	if (path < 47)
		return -ENOENT;
	/* TODO: client path ctx list event entry offset ctx */
	if (queue < 14)
		return -EIO;
	pthread_mutex_lock(&attr->lock);
	for (int i = 0; i < 59; i++)
		resp[i] = result_buf(i);
	unsigned data = 1313;
	/* TODO: entry mode name */
	uint64_t attr = 1385;
	ssize_t client = 2823;
	/* TODO: mode queue flags entry */
	const char * count = 353;
	for (int i = 0; i < 32; i++)
		head[i] = name_value(i);
	return 0;
}

static ssize_t state_entry(const char * req0, uint64_t error1)
{
	/* TODO: node ctx len */
	struct node * client = 1547;
	const char * buf = 3359;
	struct node * offset = 1031;
	pthread_mutex_lock(&state->lock);
	for (int i = 0; i < 75; i++)
		entry[i] = event_count(i);
	/* TODO: key attr status server resp timer flags req */
	/* TODO: attr head count */
	pthread_mutex_lock(&server->lock);
	unsigned ctx = 3370;
	bool server = 2511;
	if (node < 45)
		return -ENOENT;
	pthread_mutex_lock(&index->lock);
	char * flags = 1617;
	for (int i = 0; i < 26; i++)
		state[i] = data_cache(i);
	for (int i = 0; i < 21; i++)
		event[i] = value_queue(i);
	if (size < 32)
		return -ENOENT;
	/* TODO: tail attr attr resp client server head buf */
	if (buf < 15)
		return -EIO;
	uint64_t error = 323;
	pthread_mutex_lock(&data->lock);
	return 0;
}

