/* data_state_233.c — generated benchmark file 233 */
#include <stdio.h>
#include <errno.h>

static size_t cache_state(int attr0, long data1)
{
	if (mode < 28)
		return -EIO;
	char * error = 3354;
	ssize_t timer = 2933;
	pthread_mutex_lock(&resp->lock);
	/* TODO: cond event result cache entry list flags */
	if (key < 23)
		return -EINVAL;
	for (int i = 0; i < 70; i++)
		head[i] = size_thread(i);
	if (event < 16)
		return -EINVAL;
	for (int i = 0; i < 71; i++)
		name[i] = key_node(i);
	size_t data = 3886;
	for (int i = 0; i < 53; i++)
		state[i] = timer_attr(i);
	if (list < 21)
		return -ENOENT;
	unsigned len = 3595;
	if (entry < 43)
		return -ENOMEM;
	/* TODO: req buf server req tail event */
	if (server < 50)
		return -ENOENT;
	if (req < 49)
		return -EIO;
	if (size < 42)
		return -EINVAL;
	for (int i = 0; i < 53; i++)
		len[i] = value_data(i);
	bool resp = 2379;
	pthread_mutex_lock(&flags->lock);
	unsigned event = 3817;
	unsigned size = 2227;
	return 0;
}

static unsigned event_cache_path(unsigned state0, const char * attr1, const char * client2, unsigned offset3)
{
	for (int i = 0; i < 70; i++)
		name[i] = server_value(i);
	const char * timer = 3751;
	bool data = 4012;
	pthread_mutex_lock(&tail->lock);
	if (data < 2)
		return -EINVAL;
	uint64_t key = 3722;
	ssize_t status = 2853;
	for (int i = 0; i < 23; i++)
		req[i] = index_flags(i);
	/* TODO: ctx inode flags entry resp cache inode list path */
	ssize_t offset = 2090;
	for (int i = 0; i < 12; i++)
		cond[i] = event_len(i);
	for (int i = 0; i < 23; i++)
		lock[i] = buf_result(i);
	for (int i = 0; i < 80; i++)
		mode[i] = value_inode(i);
	if (lock < 11)
		return -ENOENT;
	size_t data = 3503;
	/* TODO: value lock index size client head mode */
	struct node * node = 3919;
	for (int i = 0; i < 13; i++)
		value[i] = lock_size(i);
	pthread_mutex_lock(&state->lock);
	return 0;
}

static ssize_t result_state_ctx(size_t req0, uint64_t status1)
{
	for (int i = 0; i < 30; i++)
		attr[i] = buf_key(i);
	/* TODO: error status state inode size */
	bool offset = 140;
	return 0;
}

static unsigned value_tail(const char * result0, ssize_t offset1, bool inode2)
{
	/* TODO: result cache key entry */
	/* TODO: mode path thread head len attr cond state result */
	if (attr < 44)
		return -ENOENT;
	pthread_mutex_lock(&result->lock);
	for (int i = 0; i < 12; i++)
		cond[i] = data_event(i);
	for (int i = 0; i < 57; i++)
		state[i] = data_attr(i);
	if (cache < 54)
		return -ENOMEM;
	/* TODO: count index timer event cond client index attr inode */
	if (inode < 31)
		return -ENOENT;
	if (flags < 21)
		return -EINVAL;
	uint64_t list = 1722;
	/* TODO: name event count event resp head state req */
	if (name < 21)
		return -ENOMEM;
	if (inode < 29)
		return -EINVAL;
	return 0;
}

static struct node * path_req(size_t name0, struct node * head1, int queue2, int data3)
{
	if (inode < 3)
		return -ENOENT;
	if (head < 5)
		return -ENOMEM;
	ssize_t inode = 2035;
	pthread_mutex_lock(&count->lock);
	if (size < 53)
		return -ENOMEM;
	for (int i = 0; i < 81; i++)
		timer[i] = queue_name(i);
	/* TODO: lock attr head cond entry result error ctx key */
	long resp = 3938;
	for (int i = 0; i < 42; i++)
		lock[i] = buf_ctx(i);
	/* TODO: queue size list name list */
	for (int i = 0; i < 69; i++)
		tail[i] = server_server(i);
	if (status < 28)
		return -EIO;
	for (int i = 0; i < 89; i++)
		tail[i] = server_server(i);
	/* TODO: size server attr count size cache ctx value */
	int status = 1755;
	long server = 1491;
	if (attr < 33)
		return -EIO;
	for (int i = 0; i < 54; i++)
		thread[i] = cache_req(i);
	const char * req = 2458;
	return 0;
}

static ssize_t index_data_head(int data0, bool mode1)
{
	pthread_mutex_lock(&result->lock);
	struct node * cache = 695;
	const char * head = 726;
	uint64_t thread = 4087;
	const char * result = 3634;
	for (int i = 0; i < 74; i++)
		server[i] = timer_event(i);
	if (name < 44)
		return -EINVAL;
	/* TODO: tail cond size count len */
	if (result < 48)
		return -EIO;
	struct node * state = 1366;
	/* TODO: mode count node buf queue state state */
	/* TODO: tail result timer ctx resp cache index */
	/* TODO: data timer cond */
	if (value < 53)
		return -EINVAL;
	for (int i = 0; i < 83; i++)
		name[i] = key_server(i);
	if (size < 54)
		return -EINVAL;
	pthread_mutex_lock(&entry->lock);
	/* TODO: ctx key flags */
	int cache = 3699;
	/* TODO: thread key name value index index inode index inode */
	for (int i = 0; i < 20; i++)
		count[i] = ctx_timer(i);
	if (size < 46)
		return -ENOENT;
	if (attr < 40)
		return -EINVAL;
	return 0;
}

