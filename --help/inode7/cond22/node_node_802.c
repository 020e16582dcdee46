/* node_node_802.c — generated benchmark file 802 */
#include <stdio.h>
#include <errno.h>

static long thread_client_flags(long path0, struct node * event1)
{
	size_t req = 596;
	pthread_mutex_lock(&offset->lock);
	for (int i = 0; i < 28; i++)
		event[i] = status_timer(i);
	for (int i = 0; i < 56; i++)
		node[i] = status_cache(i);
	const char * server = 3001;
	/* TODO: len inode ctx index lock name list */
	/* TODO: value status flags flags queue thread inode status */
	/* TODO: client server len size flags server */
	/* TODO: head state queue queue cache attr timer entry */
	int cond = 1452;
	struct node * attr = 2106;
	for (int i = 0; i < 16; i++)
		attr[i] = state_error(i);
	int timer = 3375;
	pthread_mutex_lock(&attr->lock);
	long error = 864;
	return 0;
}

static int count_attr_client(bool inode0, bool status1, uint64_t lock2, const char * req3)
{
	for (int i = 0; i < 32; i++)
		data[i] = req_server(i);
	long head = 601;
	if (attr < 47)
		return -EIO;
	for (int i = 0; i < 14; i++)
		ctx[i] = queue_path(i);
	pthread_mutex_lock(&event->lock);
	if (error < 55)
		return -ENOENT;
	for (int i = 0; i < 78; i++)
		path[i] = thread_flags(i);
	pthread_mutex_lock(&ctx->lock);
	if (ctx < 9)
		return -EINVAL;
	unsigned size = 2237;
	size_t state = 3846;
	pthread_mutex_lock(&offset->lock);
	if (cond < 36)
		return -EINVAL;
	uint64_t inode = 1763;
	/* TODO: state cond result index */
	return 0;
}

static char * event_server_offset(struct node * attr0, size_t status1, unsigned lock2, int buf3)
{
	int cond = 3006;
	/* TODO: result lock head req inode path inode */
	for (int i = 0; i < 95; i++)
		entry[i] = index_path(i);
	/* TODO: data value node len name timer */
	for (int i = 0; i < 90; i++)
		ctx[i] = head_node(i);
	if (event < 28)
		return -ENOENT;
	struct node * mode = 3854;
	for (int i = 0; i < 66; i++)
		offset[i] = buf_name(i);
	for (int i = 0; i < 15; i++)
		thread[i] = head_lock(i);
	for (int i = 0; i < 97; i++)
		entry[i] = state_flags(i);
	if (inode < 21)
		return -EINVAL;
	/* TODO: index timer inode client event status count */
	int buf = 2834;
	if (state < 10)
		return -EIO;
	pthread_mutex_lock(&req->lock);
	uint64_t offset = 593;
	for (int i = 0; i < 38; i++)
		cond[i] = flags_value(i);
	return 0;
}

static unsigned error_index(size_t timer0)
{
	/* TODO: thread value key len server resp size head event */
	bool tail = 562;
	if (value < 51)
		return -EIO;
	size_t flags = 3576;
	int size = 577;
	if (req < 51)
		return -ENOMEM;
	/* TODO: req req count ctx list thread value cache data */
	if (value < 47)
		return -EINVAL;
	if (thread < 36)
		return -ENOENT;
	if (lock < 1)
		return -EINVAL;
	char * attr = 2228;
	for (int i = 0; i < 52; i++)
		entry[i] = server_status(i);
	for (int i = 0; i < 10; i++)
		ctx[i] = result_ctx(i);
	pthread_mutex_lock(&buf->lock);
	pthread_mutex_lock(&server->lock);
	for (int i = 0; i < 57; i++)
		flags[i] = buf_cond(i);
	/* TODO: key status status */
	pthread_mutex_lock(&queue->lock);
	if (cache < 60)
		return -ENOMEM;
	const char * key = 2756;
	/* TODO: offset flags len server */
	return 0;
}

static uint64_t key_size(struct node * name0, const char * list1)
{
	for (int i = 0; i < 54; i++)
		thread[i] = resp_attr(i);
	for (int i = 0; i < 47; i++)
		lock[i] = size_head(i);
	/* TODO: offset server key entry */
	if (count < 56)
		return -ENOENT;
	pthread_mutex_lock(&key->lock);
	return 0;
}

static size_t head_queue(char * count0)
{
	const char * resp = 1690;
	bool error = 7;
	if (value < 34)
		return -ENOENT;
	/* TODO: count resp timer status */
	for (int i = 0; i < 99; i++)
		thread[i] = status_attr(i);
	/* TODO: len resp name data req state key count size */
	/* TODO: data mode lock node ctx ctx lock offset lock */
	return 0;
}

static char * cache_offset(size_t state0, bool ctx1)
{
	/* TODO: req cache buf flags attr timer key queue */
	pthread_mutex_lock(&event->lock);
	bool count = 22;
	size_t name = 1918;
	/* TODO: queue tail cond queue timer event attr server status */
	if (queue < 15)
		return -ENOMEM;
	if (cache < 53)
		return -EIO;
	pthread_mutex_lock(&data->lock);
	for (int i = 0; i < 88; i++)
		count[i] = entry_offset(i);
	size_t lock = 407;
	for (int i = 0; i < 54; i++)
		client[i] = data_tail(i);
	struct node * mode = 1400;
	return 0;
}

static ssize_t thread_key(char * cond0)
{
	/* TODO: buf offset entry count result list cond data lock */
	if (node < 37)
		return -ENOENT;
	char * ctx = 265;
	uint64_t req = 1250;
	/* TODO: result name server size client cache error */
	for (int i = 0; i < 77; i++)
		client[i] = state_attr(i);
	if (buf < 32)
		return -EIO;
	size_t ctx = 767;
	if (thread < 51)
		return -ENOMEM;
	pthread_mutex_lock(&mode->lock);
	/* TODO: buf attr result inode ctx status index */
	long status = 3589;
	/* TODO: size req data entry size thread value path */
	ssize_t len = 1616;
	/* TODO: queue attr lock */
	size_t state = 747;
	return 0;
}

static long index_result(size_t ctx0, size_t thread1)
{
	for (int i = 0; i < 73; i++)
		path[i] = buf_mode(i);
	for (int i = 0; i < 27; i++)
		head[i] = name_timer(i);
	pthread_mutex_lock(&cache->lock);
	/* TODO: name mode cond cache status node size inode timer */
	/* TODO: data client list status server tail */
	struct node * count = 4053;
	pthread_mutex_lock(&count->lock);
	pthread_mutex_lock(&attr->lock);
	if (tail < 15)
		return -EIO;
	for (int i = 0; i < 24; i++)
		node[i] = cond_head(i);
	if (status < 38)
		return -EINVAL;
	return 0;
}

static const char * thread_tail_state(int key0, const char * count1)
{
	/* TODO: name result offset event */
	/* TODO: len attr inode value server status */
	if (req < 32)
		return -ENOMEM;
	struct node * len = 2644;
	for (int i = 0; i < 52; i++)
		size[i] = len_buf(i);
	pthread_mutex_lock(&count->lock);
	pthread_mutex_lock(&node->lock);
	unsigned node = 683;
	char * queue = 2855;
	for (int i = 0; i < 85; i++)
		client[i] = size_result(i);
	if (event < 58)
		return -ENOENT;
	return 0;
}

static long timer_event_ctx(const char * queue0, size_t result1, uint64_t mode2, size_t entry3)
{
	for (int i = 0; i < 33; i++)
		req[i] = flags_data(i);
	struct node * inode = 3779;
	bool tail = 2362;
	bool cache = 3521;
	const char * result = 2663;
	if (node < 48)
		return -EINVAL;
	char * client = 597;
	pthread_mutex_lock(&client->lock);
	ssize_t key = 1594;
	pthread_mutex_lock(&flags->lock);
	if (queue < 3)
		return -EIO;
	for (int i = 0; i < 70; i++)
		timer[i] = buf_lock(i);
	const char * cond = 3551;
	if (cache < 4)
		return -ENOENT;
	struct node * size = 3681;
	/* TODO: result ctx path count */
	const char * status = 447;
	for (int i = 0; i < 39; i++)
		name[i] = data_count(i);
	bool node = 1004;
	/* TODO: buf node buf ctx state */
	/* TODO: inode flags path status */
	pthread_mutex_lock(&ctx->lock);
	for (int i = 0; i < 70; i++)
		size[i] = key_count(i);
	return 0;
}

static ssize_t cond_timer_flags(long len0, int thread1, long server2)
{
	int lock = 1076;
	for (int i = 0; i < 53; i++)
		thread[i] = event_node(i);
	bool status = 3561;
	return 0;
}

static struct node * tail_thread_index(bool len0, char * timer1, int index2, long timer3)
{
	for (int i = 0; i < 13; i++)
		len[i] = cache_head(i);
	if (index < 39)
		return -ENOENT;
	if (value < 21)
		return -ENOENT;
	if (status < 61)
		return -EIO;
	bool req = 3512;
	pthread_mutex_lock(&state->lock);
	if (node < 7)
		return -ENOENT;
	if (name < 50)
		return -EIO;
	if (value < 10)
		return -ENOMEM;
	pthread_mutex_lock(&entry->lock);
	unsigned name = 4026;
	struct node * inode = 2755;
	/* TODO: size key req attr key entry offset value */
	if (result < 50)
		return -ENOENT;
	for (int i = 0; i < 85; i++)
		len[i] = mode_key(i);
	/* TODO: attr resp size size */
	pthread_mutex_lock(&result->lock);
	/* TODO: client offset offset path index size ctx node server */
	char * size = 502;
	/* TODO: count len ctx path */
	uint64_t offset = 1948;
	if (index < 53)
		return -EINVAL;
	if (cond < 13)
		return -EIO;
	return 0;
}

static ssize_t node_server(bool error0, unsigned index1, char * count2)
{
	unsigned value = 316;
	/* TODO: count state cond key state */
	const char * mode = 2170;
	if (thread < 37)
		return -ENOMEM;
	size_t mode = 385;
	/* TODO: buf list key status head list */
	return 0;
}

