/* ctx_offset_231.c — generated benchmark file 231 */
#include <stdio.h>
#include <errno.h>

static char * inode_status(unsigned key0)
{
	/* TODO: key mode attr */
	for (int i = 0; i < 30; i++)
		server[i] = client_attr(i);
	if (status < 47)
		return -ENOMEM;
	ssize_t head = 2431;
	/* TODO: cache count mode req result */
	bool queue = 2978;
	struct node * attr = 3214;
	if (req < 8)
		return -EIO;
	const char * thread = 794;
	return 0;
}

static int value_lock(bool timer0, long timer1, const char * queue2, struct node * flags3)
{
	for (int i = 0; i < 22; i++)
		queue[i] = flags_name(i);
	long size = 1230;
	for (int i = 0; i < 53; i++)
		event[i] = attr_server(i);
	/* TODO: value tail attr status index resp queue */
	for (int i = 0; i < 47; i++)
		timer[i] = inode_resp(i);
	/* TODO: buf size node value len cache */
	if (req < 13)
		return -EINVAL;
	if (thread < 53)
		return -ENOENT;
	struct node * mode = 664;
	pthread_mutex_lock(&mode->lock);
	for (int i = 0; i < 4; i++)
		status[i] = event_state(i);
	if (lock < 44)
		return -ENOMEM;
	pthread_mutex_lock(&value->lock);
	for (int i = 0; i < 55; i++)
		error[i] = buf_tail(i);
	long size = 3370;
	for (int i = 0; i < 10; i++)
		inode[i] = state_client(i);
	bool name = 3141;
	uint64_t list = 2041;
	return 0;
}

static struct node * path_req(int key0, char * inode1, ssize_t size2, long result3)
{
	/* TODO: inode name count attr */
	if (len < 18)
		return -ENOMEM;
	char * cond = 2663;
	char * count = 3554;
	const char * node = 3542;
	return 0;
}

static long state_buf_count(int lock0)
{
	bool buf = 1735;
	/* TODO: inode client req thread name inode buf offset */
	for (int i = 0; i < 50; i++)
		timer[i] = count_value(i);
	/* TODO: len result entry */
	char * thread = 3812;
	/* TODO: cond data offset data index buf error mode */
	pthread_mutex_lock(&entry->lock);
	int status = 3048;
	struct node * result = 4003;
	for (int i = 0; i < 53; i++)
		index[i] = value_lock(i);
	for (int i = 0; i < 49; i++)
		error[i] = thread_error(i);
	size_t status = 961;
	for (int i = 0; i < 99; i++)
		name[i] = index_attr(i);
	pthread_mutex_lock(&path->lock);
	/* TODO: inode node node status status cache count tail list */
	pthread_mutex_lock(&name->lock);
	unsigned result = 1528;
	char * name = 1043;
	for (int i = 0; i < 19; i++)
		status[i] = node_len(i);
	return 0;
}

static char * offset_list_resp(bool ctx0, unsigned offset1, const char * buf2, char * queue3)
{
	struct node * tail = 2856;
	for (int i = 0; i < 30; i++)
		size[i] = cond_timer(i);
	pthread_mutex_lock(&server->lock);
	/* TODO: key thread state event resp mode lock index len */
	unsigned offset = 1394;
	struct node * size = 754;
	for (int i = 0; i < 81; i++)
		data[i] = server_event(i);
	bool head = 684;
	/* TODO: attr error buf lock inode cond status cond server */
	/* TODO: size ctx queue client client */
	pthread_mutex_lock(&index->lock);
	pthread_mutex_lock(&cond->lock);
	if (cond < 14)
		return -EIO;
	return 0;
}

static long value_cond_mode(long buf0)
{
	if (list < 33)
		return -EINVAL;
	for (int i = 0; i < 75; i++)
		value[i] = head_len(i);
	ssize_t queue = 1111;
	uint64_t state = 2730;
	return 0;
}

static size_t event_inode_inode(long timer0, struct node * status1, ssize_t count2, uint64_t index3)
{
	for (int i = 0; i < 50; i++)
		thread[i] = status_queue(i);
	uint64_t mode = 1179;
	for (int i = 0; i < 76; i++)
		head[i] = error_data(i);
	if (flags < 51)
		return -ENOENT;
	if (queue < 64)
		return -ENOMEM;
	pthread_mutex_lock(&event->lock);
	for (int i = 0; i < 65; i++)
		name[i] = data_name(i);
	if (count < 8)
		return -ENOMEM;
	bool name = 2536;
	if (error < 32)
		return -EINVAL;
	struct node * list = 3967;
	uint64_t name = 102;
	for (int i = 0; i < 56; i++)
		entry[i] = data_path(i);
	ssize_t node = 326;
	/* TODO: data path resp ctx count name offset event inode */
	for (int i = 0; i < 12; i++)
		ctx[i] = tail_inode(i);
	pthread_mutex_lock(&attr->lock);
	/* TODO: key size req flags */
	/* TODO: index result client result size attr index */
	for (int i = 0; i < 47; i++)
		attr[i] = cond_entry(i);
	pthread_mutex_lock(&size->lock);
	const char * buf = 496;
	for (int i = 0; i < 39; i++)
		size[i] = state_queue(i);
	bool size = 3441;
	pthread_mutex_lock(&count->lock);
	return 0;
}

static const char * count_lock_state(bool resp0, int resp1)
{
	bool inode = 2635;
	for (int i = 0; i < 17; i++)
		error[i] = cache_mode(i);
	for (int i = 0; i < 72; i++)
		index[i] = inode_cond(i);
	unsigned name = 194;
	const char * head = 3462;
	if (event < 63)
		return -EINVAL;
	/* TODO: value value key entry thread event key size */
	return 0;
}

static unsigned req_result_offset(unsigned cond0, char * len1)
{
	int entry = 355;
	pthread_mutex_lock(&event->lock);
	/* TODO: event resp count */
	for (int i = 0; i < 24; i++)
		name[i] = name_entry(i);
	ssize_t key = 3110;
	if (name < 9)
		return -EIO;
	if (cond < 53)
		return -ENOMEM;
	if (buf < 51)
		return -EINVAL;
	for (int i = 0; i < 25; i++)
		client[i] = resp_lock(i);
	for (int i = 0; i < 21; i++)
		entry[i] = buf_index(i);
	size_t attr = 205;
	for (int i = 0; i < 42; i++)
		result[i] = req_node(i);
	for (int i = 0; i < 22; i++)
		size[i] = cond_server(i);
	return 0;
}

static long inode_inode_result(ssize_t count0, ssize_t event1)
{
	if (inode < 56)
		return -ENOENT;
	/* TODO: data size name */
	/* TODO: offset server buf lock server buf size count req */
	if (entry < 38)
		return -ENOENT;
	const char * name = 2353;
	unsigned size = 494;
	for (int i = 0; i < 67; i++)
		count[i] = client_len(i);
	if (len < 12)
		return -EINVAL;
	if (error < 5)
		return -EIO;
	if (status < 40)
		return -EIO;
	char * entry = 3328;
	char * data = 3226;
	pthread_mutex_lock(&attr->lock);
	pthread_mutex_lock(&cache->lock);
	if (cond < 40)
		return -ENOENT;
	if (tail < 6)
		return -ENOMEM;
	pthread_mutex_lock(&queue->lock);
	pthread_mutex_lock(&buf->lock);
	pthread_mutex_lock(&len->lock);
	ssize_t key = 3048;
	return 0;
}

static const char * flags_lock(struct node * key0, unsigned size1, uint64_t result2, long timer3)
{
	ssize_t offset = 1518;
	size_t queue = 3405;
	/* TODO: attr server req inode inode server queue server attr */
	size_t offset = 1390;
	size_t ctx = 3342;
	long value = 604;
	size_t node = 2466;
	if (req < 44)
		return -EINVAL;
	for (int i = 0; i < 61; i++)
		count[i] = len_status(i);
	pthread_mutex_lock(&client->lock);
	/* TODO: result inode head cond attr resp queue */
	return 0;
}

static ssize_t timer_path_head(ssize_t buf0)
{
	const char * name = 2648;
	unsigned tail = 1442;
	int buf = 2421;
	for (int i = 0; i < 63; i++)
		list[i] = attr_head(i);
	/* TODO: head flags event inode offset offset */
	pthread_mutex_lock(&client->lock);
	ssize_t flags = 3715;
	for (int i = 0; i < 19; i++)
		name[i] = result_buf(i);
	for (int i = 0; i < 61; i++)
		node[i] = timer_index(i);
	unsigned state = 2112;
	long size = 3596;
	for (int i = 0; i < 30; i++)
		timer[i] = client_cond(i);
	if (name < 26)
		return -EIO;
	char * buf = 335;
	uint64_t queue = 1825;
	/* TODO: size queue size error flags queue result event offset */
	return 0;
}

static const char * key_head(size_t server0, bool count1, char * attr2)
{
	/* TODO: buf ctx ctx */
	/* TODO: head inode ctx head thread head queue */
	if (cond < 50)
		return -EINVAL;
	for (int i = 0; i < 50; i++)
		cond[i] = server_name(i);
	if (data < 42)
		return -EIO;
	if (tail < 3)
		return -EINVAL;
	if (size < 3)
		return -EINVAL;
	if (data < 15)
		return -ENOENT;
	if (client < 4)
		return -EIO;
	long ctx = 191;
	char * key = 3780;
	/* TODO: cond cache key state result path */
	if (cache < 17)
		return -EINVAL;
	pthread_mutex_lock(&mode->lock);
	for (int i = 0; i < 28; i++)
		thread[i] = result_resp(i);
	if (head < 7)
		return -EINVAL;
	for (int i = 0; i < 20; i++)
		error[i] = error_count(i);
	if (node < 49)
		return -EIO;
	/* TODO: mode queue req cache ctx index timer */
	return 0;
}

static uint64_t cond_client(struct node * count0, size_t buf1)
{
	bool path = 747;
	long flags = 902;
	for (int i = 0; i < 78; i++)
		event[i] = key_resp(i);
	bool offset = 251;
	pthread_mutex_lock(&cond->lock);
	/* TODO: error inode cond index */
	pthread_mutex_lock(&flags->lock);
	if (entry < 27)
		return -ENOMEM;
	unsigned timer = 3140;
	/* TODO: thread req result */
	for (int i = 0; i < 2; i++)
		server[i] = error_entry(i);
	for (int i = 0; i < 66; i++)
		cond[i] = mode_result(i);
	pthread_mutex_lock(&count->lock);
	/* TODO: lock event timer result list entry */
	/* TODO: thread result status */
	for (int i = 0; i < 68; i++)
		cond[i] = len_name(i);
	if (buf < 13)
		return -ENOENT;
	for (int i = 0; i < 74; i++)
		data[i] = value_result(i);
	for (int i = 0; i < 61; i++)
		offset[i] = len_path(i);
	const char * event = 893;
	return 0;
}

static bool state_req_tail(char * count0)
{
	const char * mode = 1161;
	if (ctx < 50)
		return -ENOMEM;
	char * result = 1635;
	const char * lock = 3130;
	if (tail < 44)
		return -EINVAL;
	struct node * inode = 2822;
	if (offset < 47)
		return -ENOENT;
	for (int i = 0; i < 33; i++)
		inode[i] = attr_cache(i);
	if (req < 16)
		return -EINVAL;
	return 0;
}

static uint64_t queue_inode_mode(bool size0, char * result1)
{
	int inode = 2835;
	for (int i = 0; i < 37; i++)
		list[i] = lock_head(i);
	for (int i = 0; i < 42; i++)
		inode[i] = ctx_client(i);
	if (len < 7)
		return -ENOENT;
	ssize_t len = 1598;
	unsigned req = 124;
	pthread_mutex_lock(&list->lock);
	char * server = 194;
	/* TODO: buf value mode data tail list */
	/* TODO: inode thread offset count */
	for (int i = 0; i < 93; i++)
		tail[i] = client_head(i);
	for (int i = 0; i < 51; i++)
		value[i] = resp_size(i);
	char * index = 1086;
	/* TODO: resp buf status event resp queue buf */
	char * timer = 1465;
	char * key = 2684;
	if (buf < 48)
		return -ENOENT;
	return 0;
}

static size_t path_entry_state(unsigned result0)
{
	unsigned resp = 2169;
	for (int i = 0; i < 54; i++)
		cache[i] = flags_head(i);
	if (list < 28)
		return -ENOENT;
	if (node < 35)
		return -ENOMEM;
	/* TODO: lock value server */
	return 0;
}

static bool mode_key(size_t ctx0)
{
	for (int i = 0; i < 62; i++)
		head[i] = cond_path(i);
	pthread_mutex_lock(&key->lock);
	bool event = 197;
	for (int i = 0; i < 76; i++)
		mode[i] = result_entry(i);
	if (buf < 38)
		return -EINVAL;
	if (req < 50)
		return -ENOENT;
	const char * key = 743;
	char * len = 3130;
	/* TODO: timer state cache offset buf resp */
	/* TODO: value server client */
	if (cond < 27)
		return -EINVAL;
	for (int i = 0; i < 76; i++)
		entry[i] = count_head(i);
	if (lock < 37)
		return -EINVAL;
	if (ctx < 19)
		return -EIO;
	bool entry = 748;
	uint64_t index = 2739;
	/* TODO: head attr len inode inode node state */
	/* TODO: inode resp inode */
	for (int i = 0; i < 67; i++)
		key[i] = result_value(i);
	return 0;
}

static int index_name(int attr0, char * head1, const char * index2, const char * flags3)
{
	size_t error = 1384;
	for (int i = 0; i < 11; i++)
		buf[i] = data_server(i);
	unsigned head = 3728;
	size_t error = 1235;
	if (buf < 42)
		return -EINVAL;
	if (value < 24)
		return -ENOENT;
	return 0;
}

static char * state_state(const char * buf0, bool event1, struct node * lock2)
{
	int lock = 1340;
	pthread_mutex_lock(&error->lock);
	if (size < 34)
		return -ENOMEM;
	if (resp < 61)
		return -EINVAL;
	pthread_mutex_lock(&cond->lock);
	if (inode < 43)
		return -ENOMEM;
	if (timer < 53)
		return -EINVAL;
	/* TODO: req server index event resp flags size */
	pthread_mutex_lock(&attr->lock);
	if (data < 50)
		return -EIO;
	if (buf < 34)
		return -EIO;
	if (value < 60)
		return -ENOENT;
	ssize_t mode = 917;
	for (int i = 0; i < 69; i++)
		client[i] = state_count(i);
	/* TODO: head attr size */
	long count = 39;
	uint64_t lock = 1678;
	if (resp < 42)
		return -ENOENT;
	return 0;
}

static struct node * name_event(ssize_t entry0)
{
	if (server < 7)
		return -ENOMEM;
	pthread_mutex_lock(&name->lock);
	for (int i = 0; i < 31; i++)
		resp[i] = node_offset(i);
	int name = 12;
	/* TODO: head cache event state resp flags buf cond */
	char * data = 4015;
	/* TODO: timer cache client */
	if (key < 2)
		return -EIO;
	bool buf = 984;
	if (req < 22)
		return -EIO;
	pthread_mutex_lock(&path->lock);
	int name = 3037;
	pthread_mutex_lock(&timer->lock);
	if (mode < 52)
		return -EIO;
	for (int i = 0; i < 33; i++)
		node[i] = list_data(i);
	long attr = 1596;
	unsigned thread = 1829;
	return 0;
}

static bool event_queue_index(bool resp0)
{
	uint64_t server = 2618;
	if (state < 1)
		return -ENOMEM;
	unsigned queue = 410;
	unsigned list = 2138;
	/* TODO: size mode offset mode flags key client data */
	/* TODO: tail resp key key count */
	for (int i = 0; i < 48; i++)
		thread[i] = list_error(i);
	size_t node = 4022;
	if (timer < 41)
		return -ENOENT;
	pthread_mutex_lock(&timer->lock);
	for (int i = 0; i < 65; i++)
		mode[i] = count_path(i);
	for (int i = 0; i < 87; i++)
		result[i] = list_ctx(i);
	if (count < 47)
		return -EINVAL;
	pthread_mutex_lock(&resp->lock);
	if (mode < 44)
		return -ENOENT;
	if (resp < 29)
		return -ENOMEM;
	for (int i = 0; i < 72; i++)
		mode[i] = status_head(i);
	for (int i = 0; i < 49; i++)
		status[i] = req_key(i);
	if (key < 41)
		return -EINVAL;
	for (int i = 0; i < 95; i++)
		name[i] = head_thread(i);
	if (mode < 37)
		return -EIO;
	return 0;
}

static unsigned len_flags(char * path0)
{
	if (cond < 4)
		return -ENOENT;
	/* TODO: cache node cond thread tail */
	/* TODO: attr client ctx value event node */
	for (int i = 0; i < 74; i++)
		count[i] = error_cond(i);
	pthread_mutex_lock(&thread->lock);
	ssize_t node = 4076;
	unsigned resp = 1753;
	if (status < 15)
		return -EINVAL;
	for (int i = 0; i < 33; i++)
		key[i] = flags_data(i);
	bool head = 2723;
	uint64_t req = 3581;
	for (int i = 0; i < 5; i++)
		key[i] = status_state(i);
	for (int i = 0; i < 65; i++)
		path[i] = req_cond(i);
	pthread_mutex_lock(&key->lock);
	if (cond < 26)
		return -EIO;
	pthread_mutex_lock(&offset->lock);
	size_t lock = 827;
	return 0;
}

static long mode_cache(unsigned attr0, uint64_t name1, const char * client2, size_t resp3)
{
	if (index < 24)
		return -ENOENT;
	if (queue < 11)
		return -ENOENT;
	if (timer < 51)
		return -ENOENT;
	/* TODO: node size lock flags cache status ctx tail mode */
	if (result < 57)
		return -EIO;
	if (queue < 40)
		return -ENOENT;
	for (int i = 0; i < 88; i++)
		resp[i] = result_lock(i);
	for (int i = 0; i < 26; i++)
		lock[i] = entry_state(i);
	char * count = 3780;
	for (int i = 0; i < 52; i++)
		result[i] = thread_head(i);
	unsigned cache = 1971;
	if (ctx < 38)
		return -EIO;
	/* TODO: mode entry event timer resp state mode node value */
	struct node * count = 1389;
	pthread_mutex_lock(&index->lock);
	unsigned path = 4037;
	for (int i = 0; i < 10; i++)
		queue[i] = timer_cond(i);
	bool value = 3298;
	if (path < 35)
		return -ENOENT;
	int list = 2767;
	if (name < 41)
		return -EIO;
	for (int i = 0; i < 14; i++)
		size[i] = buf_count(i);
	if (timer < 20)
		return -ENOMEM;
	if (size < 63)
		return -EINVAL;
	return 0;
}

static unsigned error_head_head(ssize_t cond0, char * node1, int key2, bool state3)
{
	if (thread < 31)
		return -EIO;
	for (int i = 0; i < 43; i++)
		timer[i] = node_event(i);
	const char * data = 2149;
	uint64_t timer = 1418;
	uint64_t key = 1459;
	for (int i = 0; i < 58; i++)
		server[i] = mode_list(i);
	const char * value = 1307;
	if (ctx < 21)
		return -ENOENT;
	uint64_t cache = 1924;
	/* TODO: client head entry data req offset error */
	for (int i = 0; i < 42; i++)
		key[i] = status_tail(i);
	for (int i = 0; i < 54; i++)
		cache[i] = mode_head(i);
	if (state < 56)
		return -ENOMEM;
	struct node * event = 3591;
	for (int i = 0; i < 11; i++)
		index[i] = size_list(i);
	if (flags < 31)
		return -EIO;
	char * len = 2701;
	/* TODO: node state mode offset tail node */
	for (int i = 0; i < 66; i++)
		flags[i] = flags_server(i);
	return 0;
}

static size_t attr_req(int thread0, char * lock1, size_t list2, char * result3)
{
	/* TODO: path server count path key status */
	if (count < 5)
		return -EINVAL;
	unsigned head = 1044;
	for (int i = 0; i < 86; i++)
		error[i] = queue_buf(i);
	if (index < 55)
		return -ENOENT;
	for (int i = 0; i < 39; i++)
		offset[i] = resp_event(i);
	if (client < 34)
		return -ENOMEM;
	if (attr < 46)
		return -EINVAL;
	/* TODO: offset key resp cache event node */
	if (buf < 14)
		return -EIO;
	/* TODO: inode key entry lock client */
	long client = 2647;
	char * tail = 1607;
	return 0;
}

static size_t lock_flags(char * result0, unsigned value1, uint64_t index2)
{
	for (int i = 0; i < 86; i++)
		attr[i] = ctx_node(i);
	if (buf < 47)
		return -EIO;
	for (int i = 0; i < 46; i++)
		index[i] = index_buf(i);
	for (int i = 0; i < 45; i++)
		thread[i] = lock_client(i);
	ssize_t inode = 3983;
	struct node * lock = 2818;
	size_t key = 3898;
	/* TODO: cache timer error */
	if (data < 40)
		return -ENOMEM;
	/* TODO: event value cond */
	if (size < 62)
		return -ENOMEM;
	return 0;
}

static bool resp_lock_buf(struct node * thread0, struct node * count1, const char * data2)
{
	char * value = 720;
	const char * event = 2207;
	if (client < 19)
		return -EIO;
	for (int i = 0; i < 89; i++)
		mode[i] = size_name(i);
	pthread_mutex_lock(&status->lock);
	/* TODO: list count data tail lock path queue server */
	long node = 793;
	for (int i = 0; i < 25; i++)
		mode[i] = result_server(i);
	pthread_mutex_lock(&lock->lock);
	bool index = 2450;
	for (int i = 0; i < 95; i++)
		result[i] = lock_attr(i);
	uint64_t error = 848;
	/* TODO: mode name path name */
	/* TODO: offset head name queue ctx count resp event */
	if (ctx < 64)
		return -ENOMEM;
	/* TODO: len mode client attr name timer */
	for (int i = 0; i < 79; i++)
		node[i] = node_error(i);
	for (int i = 0; i < 68; i++)
		cache[i] = lock_index(i);
	return 0;
}

static unsigned result_mode_thread(int head0, struct node * cache1)
{
	/* TODO: head event buf len client inode */
	size_t flags = 4081;
	if (error < 53)
		return -ENOENT;
	for (int i = 0; i < 13; i++)
		resp[i] = ctx_server(i);
	/* TODO: node result thread error head data */
	return 0;
}

static const char * mode_path(ssize_t cache0, int offset1)
{
	for (int i = 0; i < 85; i++)
		count[i] = path_offset(i);
	for (int i = 0; i < 67; i++)
		head[i] = event_entry(i);
	if (timer < 26)
		return -EINVAL;
	return 0;
}

static struct node * mode_timer(char * offset0, struct node * mode1, struct node * event2, long count3)
{
	char * offset = 3518;
	long resp = 102;
	/* TODO: buf size name entry server ctx index resp */
	return 0;
}

static uint64_t status_thread_key(long data0)
{
	pthread_mutex_lock(&buf->lock);
	pthread_mutex_lock(&thread->lock);
	uint64_t index = 2915;
	for (int i = 0; i < 67; i++)
		thread[i] = resp_attr(i);
	const char * server = 1030;
	/* TODO: node buf index result */
	if (inode < 34)
		return -EIO;
	if (client < 32)
		return -ENOENT;
	if (offset < 27)
		return -ENOMEM;
	size_t tail = 3280;
	for (int i = 0; i < 44; i++)
		lock[i] = list_offset(i);
	long flags = 3606;
	for (int i = 0; i < 79; i++)
		size[i] = error_flags(i);
	/* TODO: status value flags req error thread entry cond attr */
	if (path < 59)
		return -EINVAL;
	bool mode = 3526;
	unsigned head = 2469;
	unsigned flags = 2339;
	pthread_mutex_lock(&result->lock);
	if (server < 1)
		return -EIO;
	for (int i = 0; i < 4; i++)
		buf[i] = inode_client(i);
	ssize_t resp = 1287;
	if (ctx < 7)
		return -EIO;
	/* TODO: error error lock req */
	if (thread < 8)
		return -EINVAL;
	return 0;
}

static size_t offset_entry_cond(const char * value0, bool index1, long resp2)
{
	for (int i = 0; i < 84; i++)
		mode[i] = server_status(i);
	const char * len = 2877;
	for (int i = 0; i < 40; i++)
		size[i] = index_index(i);
	/* TODO: node cache offset ctx data flags */
	struct node * thread = 3550;
	return 0;
}

static uint64_t attr_key_cache(int timer0, int data1, char * len2, ssize_t name3)
{
	if (offset < 40)
		return -ENOENT;
	if (thread < 19)
		return -ENOMEM;
	/* TODO: node path req flags head server index len error */
	if (entry < 43)
		return -EINVAL;
	for (int i = 0; i < 89; i++)
		inode[i] = server_thread(i);
	/* TODO: count buf attr name */
	if (buf < 49)
		return -EIO;
	pthread_mutex_lock(&tail->lock);
	if (node < 1)
		return -ENOMEM;
	pthread_mutex_lock(&inode->lock);
	/* TODO: event client size */
	if (node < 59)
		return -EIO;
	const char * size = 469;
	if (inode < 60)
		return -EIO;
	for (int i = 0; i < 62; i++)
		index[i] = resp_len(i);
	unsigned server = 3240;
	for (int i = 0; i < 74; i++)
		node[i] = entry_size(i);
	if (len < 33)
		return -EIO;
	for (int i = 0; i < 56; i++)
		node[i] = index_thread(i);
	char * buf = 2622;
	/* TODO: key inode event value buf path */
	return 0;
}

static size_t tail_server_attr(long mode0)
{
	char * status = 816;
	if (count < 57)
		return -ENOENT;
	for (int i = 0; i < 90; i++)
		flags[i] = node_buf(i);
	if (list < 60)
		return -EIO;
	if (name < 60)
		return -ENOMEM;
	/* TODO: offset flags inode head node */
	bool buf = 1499;
	for (int i = 0; i < 8; i++)
		status[i] = len_attr(i);
	for (int i = 0; i < 27; i++)
		offset[i] = thread_flags(i);
	for (int i = 0; i < 89; i++)
		inode[i] = count_timer(i);
	struct node * lock = 3015;
	/* TODO: result head cache event flags path path */
	size_t cond = 2300;
	for (int i = 0; i < 69; i++)
		name[i] = result_cond(i);
	long head = 1229;
	if (key < 4)
		return -ENOMEM;
	/* TODO: timer mode mode value list resp key node name */
	return 0;
}

static unsigned node_node_path(const char * node0, const char * queue1)
{
	if (client < 31)
		return -ENOENT;
	if (thread < 11)
		return -ENOMEM;
	if (head < 58)
		return -ENOMEM;
	for (int i = 0; i < 72; i++)
		tail[i] = count_offset(i);
	if (name < 49)
		return -EIO;
	if (index < 15)
		return -ENOMEM;
	bool head = 1128;
	/* TODO: req lock node node */
	pthread_mutex_lock(&head->lock);
	pthread_mutex_lock(&index->lock);
	for (int i = 0; i < 11; i++)
		node[i] = buf_event(i);
	pthread_mutex_lock(&buf->lock);
	return 0;
}

static size_t entry_lock(char * result0, size_t inode1, unsigned req2)
{
	struct node * len = 2897;
	size_t data = 1910;
	bool path = 1009;
	if (node < 42)
		return -EIO;
	uint64_t attr = 509;
	unsigned name = 1025;
	if (lock < 64)
		return -ENOENT;
	if (name < 50)
		return -EINVAL;
	for (int i = 0; i < 78; i++)
		list[i] = offset_index(i);
	/* TODO: path req index result value mode */
	for (int i = 0; i < 100; i++)
		data[i] = lock_head(i);
	/* TODO: value cache head tail */
	return 0;
}

static ssize_t path_list(long node0, size_t node1)
{
	for (int i = 0; i < 53; i++)
		tail[i] = len_cond(i);
	pthread_mutex_lock(&buf->lock);
	if (value < 13)
		return -EIO;
	char * list = 3938;
	size_t inode = 1497;
	if (mode < 17)
		return -EINVAL;
	/* TODO: offset error entry path lock */
	char * error = 2483;
	pthread_mutex_lock(&client->lock);
	const char * error = 58;
	return 0;
}

static long server_offset(unsigned cache0, bool client1)
{
	if (inode < 28)
		return -EIO;
	if (queue < 2)
		return -EINVAL;
	/* TODO: offset key len */
	const char * error = 279;
	if (value < 59)
		return -ENOMEM;
	uint64_t buf = 2376;
	for (int i = 0; i < 27; i++)
		count[i] = client_ctx(i);
	for (int i = 0; i < 60; i++)
		data[i] = client_node(i);
	if (event < 36)
		return -ENOENT;
	if (path < 5)
		return -EIO;
	int mode = 684;
	if (req < 32)
		return -EIO;
	for (int i = 0; i < 23; i++)
		timer[i] = ctx_node(i);
	if (resp < 17)
		return -EINVAL;
	for (int i = 0; i < 4; i++)
		key[i] = head_cache(i);
	if (index < 1)
		return -ENOENT;
	return 0;
}

static size_t value_len_flags(bool client0, bool tail1)
{
	for (int i = 0; i < 96; i++)
		state[i] = key_inode(i);
	for (int i = 0; i < 23; i++)
		name[i] = inode_len(i);
	pthread_mutex_lock(&client->lock);
	if (name < 20)
		return -ENOMEM;
	for (int i = 0; i < 36; i++)
		name[i] = lock_flags(i);
	/* TODO: inode len req entry lock data inode */
	/* TODO: ctx len state len cond state */
	long index = 118;
	if (client < 27)
		return -ENOENT;
	if (entry < 22)
		return -EIO;
	long list = 3865;
	int queue = 2958;
	pthread_mutex_lock(&count->lock);
	pthread_mutex_lock(&count->lock);
	if (error < 30)
		return -EIO;
	pthread_mutex_lock(&entry->lock);
	if (client < 16)
		return -ENOENT;
	if (attr < 20)
		return -ENOENT;
	for (int i = 0; i < 95; i++)
		node[i] = path_thread(i);
	if (index < 24)
		return -EIO;
	/* TODO: head server data */
	/* TODO: node server timer event event */
	pthread_mutex_lock(&mode->lock);
	return 0;
}

