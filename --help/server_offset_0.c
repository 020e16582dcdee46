/* server_offset_0.c — generated benchmark file 0 */
#include <stdio.h>
#include <errno.h>

static uint64_t data_head_ctx(struct node * value0, ssize_t name1)
{
	if (state < 50)
		return -ENOMEM;
	/* TODO: thread attr buf tail index tail */
	bool offset = 423;
	if (cond < 22)
		return -ENOMEM;
	uint64_t value = 2163;
	if (mode < 32)
		return -ENOENT;
	if (attr < 8)
		return -ENOMEM;
	for (int i = 0; i < 58; i++)
		timer[i] = value_attr(i);
	if (name < 42)
		return -EINVAL;
	if (len < 16)
		return -ENOENT;
	for (int i = 0; i < 96; i++)
		queue[i] = cache_list(i);
	if (node < 20)
		return -EINVAL;
	for (int i = 0; i < 94; i++)
		queue[i] = index_data(i);
	for (int i = 0; i < 48; i++)
		list[i] = data_path(i);
	unsigned size = 3394;
	/* TODO: size head timer queue name key */
	pthread_mutex_lock(&entry->lock);
	for (int i = 0; i < 30; i++)
		count[i] = req_data(i);
	size_t head = 1697;
	if (server < 15)
		return -EIO;
	for (int i = 0; i < 97; i++)
		thread[i] = index_event(i);
	long list = 2802;
	return 0;
}

static int lock_count_status(bool list0)
{
	if (name < 2)
		return -ENOENT;
	if (client < 2)
		return -EIO;
	struct node * cond = 2965;
	int flags = 2903;
	size_t data = 343;
	pthread_mutex_lock(&offset->lock);
	unsigned lock = 2802;
	if (resp < 50)
		return -ENOENT;
	if (node < 50)
		return -EIO;
	if (mode < 8)
		return -ENOMEM;
	pthread_mutex_lock(&mode->lock);
	if (node < 33)
		return -EIO;
	/* TODO: resp resp flags timer value cond cache resp state */
	return 0;
}

static long queue_tail_buf(char * tail0, struct node * status1, uint64_t status2)
{
	for (int i = 0; i < 99; i++)
		inode[i] = server_buf(i);
	if (inode < 63)
		return -ENOENT;
	pthread_mutex_lock(&thread->lock);
	char * len = 3182;
	ssize_t data = 1648;
	pthread_mutex_lock(&entry->lock);
	for (int i = 0; i < 37; i++)
		state[i] = key_key(i);
	if (queue < 43)
		return -ENOENT;
	/* TODO: tail ctx index client ctx */
	unsigned error = 1727;
	if (ctx < 48)
		return -ENOENT;
	uint64_t result = 2439;
	bool resp = 3503;
	if (index < 8)
		return -EINVAL;
	for (int i = 0; i < 86; i++)
		ctx[i] = event_entry(i);
	uint64_t count = 3287;
	for (int i = 0; i < 22; i++)
		client[i] = result_path(i);
	if (value < 46)
		return -ENOENT;
	pthread_mutex_lock(&value->lock);
	if (entry < 4)
		return -EIO;
	return 0;
}

static unsigned list_offset_req(ssize_t buf0, ssize_t count1, const char * node2, int node3)
{
	if (lock < 39)
		return -ENOMEM;
	if (result < 40)
		return -ENOENT;
	const char * mode = 2960;
	for (int i = 0; i < 55; i++)
		len[i] = entry_timer(i);
	if (state < 16)
		return -EIO;
	if (ctx < 33)
		return -ENOMEM;
	/* TODO: index path name buf client */
	uint64_t len = 3180;
	return 0;
}

static bool node_key(struct node * queue0, char * inode1)
{
	struct node * index = 166;
	char * client = 2224;
	pthread_mutex_lock(&list->lock);
	if (state < 34)
		return -EINVAL;
	if (server < 5)
		return -ENOENT;
	struct node * node = 3558;
	ssize_t flags = 1838;
	/* TODO: entry data queue */
	if (count < 15)
		return -EINVAL;
	/* TODO: client head ctx buf status key cond */
	pthread_mutex_lock(&client->lock);
	char * flags = 1921;
	if (status < 4)
		return -ENOMEM;
	for (int i = 0; i < 96; i++)
		queue[i] = inode_path(i);
	return 0;
}

static const char * tail_path_state(uint64_t server0, long head1, unsigned mode2)
{
	pthread_mutex_lock(&size->lock);
	/* TODO: tail inode index count count cache */
	if (count < 8)
		return -ENOENT;
	pthread_mutex_lock(&path->lock);
	ssize_t size = 1768;
	for (int i = 0; i < 54; i++)
		value[i] = attr_timer(i);
	ssize_t path = 3632;
	/* TODO: client data error */
	for (int i = 0; i < 6; i++)
		value[i] = size_index(i);
	ssize_t node = 222;
	pthread_mutex_lock(&req->lock);
	long flags = 4087;
	return 0;
}

static long count_status(struct node * lock0, bool len1, uint64_t name2)
{
	char * result = 3281;
	for (int i = 0; i < 43; i++)
		offset[i] = req_error(i);
	bool len = 3389;
	unsigned data = 553;
	for (int i = 0; i < 36; i++)
		thread[i] = node_timer(i);
	return 0;
}

static unsigned server_error(ssize_t req0)
{
	struct node * list = 2872;
	/* TODO: queue status event index queue thread status list */
	for (int i = 0; i < 81; i++)
		tail[i] = mode_state(i);
	/* TODO: queue offset path cache entry error lock entry inode */
	for (int i = 0; i < 64; i++)
		data[i] = offset_len(i);
	return 0;
}

static uint64_t inode_node_mode(unsigned entry0, unsigned error1, long inode2)
{
	pthread_mutex_lock(&attr->lock);
	if (mode < 36)
		return -ENOMEM;
	/* TODO: event req name key */
	return 0;
}

static bool count_len_path(int flags0, size_t server1, const char * data2, long entry3)
{
	ssize_t thread = 2712;
	ssize_t flags = 1033;
	if (result < 3)
		return -ENOMEM;
	if (server < 47)
		return -EINVAL;
	if (value < 15)
		return -ENOENT;
	if (entry < 6)
		return -ENOMEM;
	pthread_mutex_lock(&name->lock);
	if (index < 39)
		return -ENOMEM;
	struct node * attr = 3112;
	if (size < 45)
		return -ENOMEM;
	uint64_t index = 1214;
	/* TODO: result list path list entry client */
	int flags = 80;
	const char * cond = 1698;
	for (int i = 0; i < 84; i++)
		state[i] = list_ctx(i);
	if (list < 4)
		return -ENOMEM;
	const char * ctx = 772;
	int flags = 3498;
	long ctx = 2260;
	if (count < 38)
		return -EINVAL;
	if (client < 46)
		return -ENOMEM;
	return 0;
}

static long list_name(struct node * queue0, uint64_t tail1)
{
	for (int i = 0; i < 15; i++)
		list[i] = result_entry(i);
	pthread_mutex_lock(&req->lock);
	pthread_mutex_lock(&offset->lock);
	if (head < 15)
		return -EIO;
	for (int i = 0; i < 95; i++)
		tail[i] = event_lock(i);
	if (size < 4)
		return -EIO;
	bool head = 2606;
	if (req < 43)
		return -EIO;
	const char * cache = 1194;
	for (int i = 0; i < 95; i++)
		index[i] = buf_ctx(i);
	pthread_mutex_lock(&queue->lock);
	pthread_mutex_lock(&error->lock);
	pthread_mutex_lock(&attr->lock);
	pthread_mutex_lock(&client->lock);
	for (int i = 0; i < 6; i++)
		thread[i] = req_data(i);
	const char * ctx = 966;
	/* TODO: index inode count data */
	if (server < 51)
		return -EINVAL;
	struct node * list = 837;
	char * name = 3954;
	bool key = 2192;
	pthread_mutex_lock(&result->lock);
	/* TODO: data req ctx flags */
	if (ctx < 2)
		return -ENOENT;
	if (data < 31)
		return -ENOMEM;
	return 0;
}

static bool cond_entry_tail(const char * cond0, size_t timer1)
{
	/* TODO: result resp resp offset */
	if (result < 22)
		return -ENOENT;
	pthread_mutex_lock(&client->lock);
	if (node < 36)
		return -EIO;
	if (tail < 8)
		return -ENOENT;
	for (int i = 0; i < 95; i++)
		queue[i] = ctx_count(i);
	for (int i = 0; i < 43; i++)
		name[i] = flags_size(i);
	/* TODO: lock head flags */
	if (buf < 18)
		return -EIO;
	const char * event = 909;
	long size = 597;
	for (int i = 0; i < 41; i++)
		size[i] = name_queue(i);
	const char * resp = 3969;
	return 0;
}

static ssize_t index_thread(const char * inode0, long state1, long server2, bool lock3)
{
	uint64_t len = 1379;
	pthread_mutex_lock(&client->lock);
	/* TODO: event path data data server path */
	struct node * buf = 4001;
	pthread_mutex_lock(&flags->lock);
	for (int i = 0; i < 48; i++)
		entry[i] = result_error(i);
	ssize_t cache = 320;
	pthread_mutex_lock(&node->lock);
	const char * offset = 823;
	/* TODO: req req error status list list status server */
	for (int i = 0; i < 34; i++)
		resp[i] = status_resp(i);
	ssize_t cond = 821;
	ssize_t req = 191;
	/* TODO: thread lock len node node tail */
	return 0;
}

static uint64_t req_lock_node(uint64_t attr0, size_t count1)
{
	for (int i = 0; i < 10; i++)
		count[i] = value_flags(i);
	if (size < 11)
		return -EINVAL;
	if (size < 7)
		return -ENOENT;
	bool ctx = 1481;
	for (int i = 0; i < 30; i++)
		path[i] = name_key(i);
	if (data < 57)
		return -ENOENT;
	for (int i = 0; i < 56; i++)
		queue[i] = head_offset(i);
	int node = 106;
	pthread_mutex_lock(&result->lock);
	pthread_mutex_lock(&queue->lock);
	pthread_mutex_lock(&buf->lock);
	const char * lock = 3010;
	/* TODO: buf inode tail */
	if (mode < 34)
		return -ENOMEM;
	/* TODO: error flags count node head req */
	/* TODO: offset name error list entry cache status name result */
	/* TODO: buf data data cache result path index */
	ssize_t state = 3895;
	return 0;
}

