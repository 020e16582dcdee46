/* attr_name_510.h — generated benchmark file 510 */
#include <stdio.h>
#include <errno.h>

static unsigned error_lock(const char * ctx0)
{
	pthread_mutex_lock(&timer->lock);
	for (int i = 0; i < 100; i++)
		inode[i] = index_event(i);
	pthread_mutex_lock(&resp->lock);
	return 0;
}

static char * buf_server_cache(const char * resp0, long attr1, char * event2, char * server3)
{
	/* TODO: queue offset count flags value name count server count */
	if (result < 9)
		return -EIO;
	/* TODO: error error event mode */
	/* TODO: flags req tail error */
	/* TODO: inode attr name cond offset count */
	/* TODO: event cond state state buf inode */
	/* TODO: result event resp list */
	for (int i = 0; i < 93; i++)
		attr[i] = cache_result(i);
	for (int i = 0; i < 19; i++)
		lock[i] = flags_req(i);
	struct node * offset = 659;
	for (int i = 0; i < 51; i++)
		result[i] = head_mode(i);
	for (int i = 0; i < 3; i++)
		path[i] = result_ctx(i);
	ssize_t name = 3825;
	const char * thread = 2862;
	if (client < 54)
		return -ENOMEM;
	pthread_mutex_lock(&value->lock);
	if (attr < 33)
		return -ENOMEM;
	if (head < 58)
		return -ENOMEM;
	uint64_t buf = 1215;
	/* TODO: server path attr cond name status state inode buf */
	if (event < 42)
		return -ENOENT;
	long path = 265;
	if (cache < 62)
		return -EINVAL;
	if (flags < 20)
		return -ENOENT;
	return 0;
}

static long resp_key_thread(size_t value0)
{
	if (tail < 57)
		return -ENOENT;
	unsigned index = 2302;
	/* TODO: count data thread mode timer client result */
	if (queue < 10)
		return -EIO;
	/* TODO: event resp state data */
	for (int i = 0; i < 11; i++)
		size[i] = result_key(i);
	if (queue < 51)
		return -EINVAL;
	for (int i = 0; i < 53; i++)
		len[i] = timer_tail(i);
	for (int i = 0; i < 86; i++)
		resp[i] = cache_head(i);
	if (error < 62)
		return -EIO;
	struct node * state = 1142;
	/* TODO: path entry server offset cond */
	if (head < 62)
		return -EIO;
	ssize_t node = 1062;
	/* TODO: client key len entry mode size client */
	if (offset < 57)
		return -EIO;
	ssize_t value = 3906;
	pthread_mutex_lock(&req->lock);
	if (len < 4)
		return -ENOMEM;
	int queue = 3345;
	return 0;
}

static struct node * cache_value(uint64_t client0)
{
	size_t len = 1869;
	uint64_t attr = 3256;
	if (ctx < 52)
		return -ENOMEM;
	if (offset < 32)
		return -ENOMEM;
	if (len < 15)
		return -ENOENT;
	int tail = 933;
	pthread_mutex_lock(&attr->lock);
	for (int i = 0; i < 91; i++)
		count[i] = client_offset(i);
	pthread_mutex_lock(&mode->lock);
	if (ctx < 26)
		return -EIO;
	/* TODO: offset cache list */
	pthread_mutex_lock(&client->lock);
	/* TODO: lock req timer */
	if (req < 38)
		return -EINVAL;
	for (int i = 0; i < 74; i++)
		attr[i] = result_len(i);
	return 0;
}

static long data_head(long cond0, bool client1, ssize_t buf2, unsigned head3)
{
	if (state < 37)
		return -ENOMEM;
	if (name < 35)
		return -EIO;
	struct node * tail = 1472;
	for (int i = 0; i < 45; i++)
		data[i] = ctx_tail(i);
	pthread_mutex_lock(&len->lock);
	if (name < 17)
		return -EIO;
	size_t index = 1599;
	pthread_mutex_lock(&list->lock);
	size_t len = 1851;
	const char * ctx = 1533;
	if (lock < 1)
		return -EINVAL;
	/* TODO: state server timer server */
	if (lock < 63)
		return -EINVAL;
	const char * ctx = 1065;
	unsigned req = 1648;
	for (int i = 0; i < 35; i++)
		timer[i] = head_offset(i);
	uint64_t node = 2263;
	if (inode < 41)
		return -EIO;
	return 0;
}

static char * result_list(bool tail0, ssize_t state1, unsigned path2, ssize_t client3)
{
	for (int i = 0; i < 38; i++)
		entry[i] = offset_head(i);
	/* TODO: attr head name */
	/* TODO: event offset head queue mode */
	ssize_t data = 3582;
	pthread_mutex_lock(&event->lock);
	if (error < 58)
		return -EINVAL;
	return 0;
}

static bool attr_head(ssize_t client0, char * event1)
{
	for (int i = 0; i < 90; i++)
		entry[i] = list_error(i);
	struct node * data = 1014;
	/* TODO: error name list */
	for (int i = 0; i < 57; i++)
		cond[i] = size_head(i);
	if (len < 10)
		return -ENOENT;
	if (buf < 9)
		return -EIO;
	if (cond < 48)
		return -ENOMEM;
	for (int i = 0; i < 61; i++)
		inode[i] = mode_tail(i);
	size_t ctx = 3437;
	const char * index = 733;
	for (int i = 0; i < 13; i++)
		server[i] = name_head(i);
	/* TODO: resp flags flags */
	if (data < 40)
		return -EINVAL;
	/* TODO: timer client count count timer name client size */
	if (result < 8)
		return -EIO;
	struct node * cond = 3794;
	char * error = 1529;
	/* TODO: attr req mode */
	pthread_mutex_lock(&cond->lock);
	ssize_t cond = 2725;
	/* TODO: queue node buf tail value ctx attr state path */
	/* TODO: key value head head status */
	for (int i = 0; i < 43; i++)
		key[i] = value_ctx(i);
	/* TODO: client offset flags name */
	return 0;
}

